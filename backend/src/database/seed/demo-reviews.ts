/**
 * The reviews that come with the demo catalog (ADR 017), keyed by the demo product's slug. A seeded
 * product's rating and review count are computed from these once they are stored: the catalog
 * claims nothing of its own. A product with no entry starts with no reviews ("No reviews yet").
 *
 * Pure data, no imports, like demo-catalog.ts. Names are stored in full and shown as first name and
 * last initial; `daysAgo` spreads the dates over the months before the seeding; size and colour are
 * what the reviewer bought (one of the product's own options, or null where it has none).
 */

export interface DemoReview {
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string | null;
  comment: string;
  size: string | null;
  color: string | null;
  daysAgo: number;
}

type Row = [name: string, rating: DemoReview['rating'], title: string | null, comment: string, size: string | null, color: string | null, daysAgo: number];

const rows = (list: Row[]): DemoReview[] => list.map(([name, rating, title, comment, size, color, daysAgo]) => ({ name, rating, title, comment, size, color, daysAgo }));

export const demoReviews: Record<string, DemoReview[]> = {
  'asante-kente-stole-gold-green': rows([
    ['Akosua Boateng', 5, 'Perfect for my graduation', 'The weave is tight and the gold really shines in photos. Everyone at the KNUST ceremony asked where I got it.', null, 'Yellow', 3],
    ['Kwame Asante', 5, 'Real Bonwire kente', 'You can tell it was woven by hand, the strips line up beautifully. Worth every pesewa.', null, 'Green', 9],
    ['Efua Sarpong', 4, 'Lovely, a bit long', 'Beautiful colours and the fringe is neat. It is longer than I expected, so I fold it once on my shoulders.', null, 'Yellow', 17],
    ['Yaw Owusu', 5, null, 'Bought it for my naming ceremony outfit. Arrived in Kumasi in two days, well packed.', null, 'Red', 26],
    ['Chioma Okafor', 5, 'Gift for my sister', 'Sent it to Lagos for her wedding. The green and gold are even richer in person.', null, 'Green', 38],
    ['Adwoa Mensah', 4, 'Good quality', 'Heavy cloth, proper kente. Took off one star because the red block was slightly darker than the photo.', null, 'Red', 47],
    ['Kofi Acheampong', 5, 'Proud to wear it', 'Wore it to my brother\'s graduation in Legon. It photographs like a dream.', null, 'Yellow', 61],
    ['Abena Frimpong', 5, null, 'Second stole I have bought here. Same fine quality as the first one.', null, 'Green', 74],
    ['Daniel Tetteh', 3, 'Nice but pricey', 'Nice work, but I found similar stoles at the market for less. The finish here is better though.', null, 'Yellow', 92],
    ['Grace Addo', 5, 'Stunning', 'The colours did not run after a gentle hand wash. Keeping it for years.', null, 'Green', 118],
    ['Samuel Ofori', 5, 'Top service', 'The stole came with a note about how it was woven. Very good touch from the shop.', null, 'Red', 150],
  ]),
  'ewe-kente-full-cloth-indigo-gold': rows([
    ['Senyo Agbeko', 5, 'An heirloom', 'A true Agbozume cloth. My father wore it to the Hogbetsotso festival and the elders admired it.', null, 'Blue', 12],
    ['Dzifa Amegah', 5, 'Worth the wait', 'Deep indigo, fine gold weft. It is heavy and made to last generations.', null, 'Blue', 45],
    ['Edem Kpodo', 4, 'Beautiful cloth', 'Superb weaving. Delivery to Ho took five days, but the cloth was worth it.', null, 'Yellow', 88],
  ]),
  'northern-smock-fugu-indigo-stripe': rows([
    ['Abdul-Rahman Iddrisu', 5, 'Proper Tamale fugu', 'The strips are hand loomed and the neck embroidery is neat. I wear it every Friday.', 'XL', 'Blue', 2],
    ['Fuseini Alhassan', 5, 'Fits well', 'I took XL as usual and it is roomy the way a smock should be. Strong cotton.', 'XL', 'Blue', 8],
    ['Mariam Mahama', 4, 'Gift for my husband', 'He loves it. The indigo faded a little after the first wash, so wash it cold and alone.', 'XXL', 'Blue', 15],
    ['John Mensah', 5, 'Independence Day outfit', 'Wore it on 6th March and got compliments all day. Arrived in Accra in two days.', 'L', 'White', 23],
    ['Issah Sulemana', 5, null, 'Our signature dress of the north, made properly. Good to see it sold with care.', 'M', 'Blue', 31],
    ['Kwaku Darko', 4, 'Heavy but cool', 'Thick cloth but it breathes. Sleeves sit a little wide for me, still very happy.', 'L', 'Blue', 44],
    ['Michael Brown', 5, 'Bought after a trip to Ghana', 'Shipped to a friend in Accra who carried it to London. Beautiful craftsmanship.', 'XL', 'White', 58],
    ['Rashid Abubakar', 3, 'Size runs big', 'The cloth is excellent, but the M was too big for me. Exchange took a week.', 'M', 'White', 77],
    ['Zainab Osman', 5, 'My son\'s wedding', 'Bought four for the groomsmen. All matched and everyone looked sharp.', 'L', 'Blue', 103],
    ['Emmanuel Nyarko', 5, 'Excellent', 'Second fugu from this shop. Same quality, same quick delivery.', 'XXL', 'Blue', 140],
  ]),
  'batakari-chiefs-smock-red-black': rows([
    ['Alhassan Seidu', 5, 'Fit for a chief', 'Heavy, proud smock. Wore it at our durbar and the elders asked who sewed it.', 'XL', 'Red', 6],
    ['Kojo Appiah', 4, 'Very grand', 'Beautiful, but too warm for a Saturday afternoon in Accra. Best for evening events.', 'L', 'Black', 33],
    ['Yakubu Tahiru', 5, null, 'The red and black strips are woven tight. Real batakari.', 'XXL', 'Red', 71],
    ['Peter Quaye', 4, 'Good buy', 'Solid quality and it fits as the size chart says.', 'XL', 'White', 110],
  ]),
  'adinkra-stamped-cloth-ntonso-russet': rows([
    ['Ama Kusi', 5, 'Real Ntonso work', 'You can see the hand stamping in the symbols. Lovely russet colour.', null, 'Orange', 20],
    ['Nana Yaa Agyeman', 4, 'For a funeral', 'Dignified cloth for my aunt\'s funeral. The black dye left a little on my hands the first day.', null, 'Black', 54],
    ['Kwesi Ansah', 5, null, 'Sankofa and Gye Nyame symbols are crisp. A meaningful piece to own.', null, 'Orange', 96],
  ]),
  'kaba-and-slit-set-ankara-sunburst': rows([
    ['Afua Asantewaa', 5, 'Church on Sunday', 'The kaba fits nicely at the waist and the slit is well lined. So bright and happy.', 'M', 'Yellow', 5],
    ['Esi Quansah', 4, 'Pretty set', 'Lovely print. The slit runs slightly long for me at 1.6 m, my tailor took it up.', 'S', 'Orange', 29],
    ['Patience Ampofo', 5, null, 'Ordered for my mother\'s 60th and she has worn it three times already.', 'L', 'Purple', 63],
    ['Joyce Amoah', 3, 'Sleeves are tight', 'Print and cloth are good but the sleeves are tight at the arm. Size up if in doubt.', 'M', 'Yellow', 101],
  ]),
  'ankara-bomber-jacket-blue-swirl': rows([
    ['Kelvin Osei', 5, 'Everyone asks about it', 'The swirl print is loud in a good way. The lining is soft and the zip is strong.', 'L', 'Blue', 4],
    ['Tunde Bakare', 4, 'Good jacket', 'Nice quality. Harmattan mornings are cool enough to wear it. Cuffs are a bit snug.', 'XL', 'Orange', 27],
    ['Nii Armah', 5, null, 'Wore it to a show at the Accra Arts Centre. Fits true to size.', 'M', 'Blue', 49],
    ['Sarah Johnson', 5, 'Great gift', 'Bought for my boyfriend in Accra, he wears it all the time.', 'L', 'Blue', 85],
    ['Elikem Dogbe', 4, null, 'Stitching is neat, pockets are deep. Wish it came in black too.', 'XXL', 'Orange', 123],
  ]),
  'kente-trim-denim-jacket': rows([
    ['Ewurabena Hagan', 5, 'Kente meets denim', 'The kente strip on the collar is real woven kente, not printed. Fits perfectly.', 'S', 'Blue', 11],
    ['Selasi Fiagbe', 4, 'Nice but stiff', 'The denim is stiff at first and softens after a few wears. Lovely details.', 'M', 'Blue', 40],
    ['Benjamin Osei-Tutu', 4, null, 'Good jacket for evenings out. Sleeves a little long on me.', 'L', 'Yellow', 82],
  ]),
  'wax-print-wrap-midi-dress-orange-blossom': rows([
    ['Naa Adjeley Lamptey', 5, 'Flattering fit', 'The wrap ties properly so it suits my shape. I wore it to a wedding and felt lovely.', 'M', 'Orange', 7],
    ['Gifty Asare', 5, 'Gorgeous colour', 'The orange blossom print is even brighter in person. Washes well.', 'S', 'Orange', 19],
    ['Abigail Nkansah', 4, null, 'Pretty and comfortable. The wrap opens a little when I walk fast, I add a pin.', 'L', 'Yellow', 36],
    ['Linda Owusu-Ansah', 5, 'Perfect for work', 'Smart enough for the office with a blazer. Got it in two colours.', 'M', 'Yellow', 68],
    ['Fatima Bello', 5, 'Arrived fast', 'Ordered on Monday, wearing it in Takoradi on Wednesday. Fits true to size.', 'XL', 'Orange', 104],
  ]),
  'adinkra-print-hoodie-sankofa-black': rows([
    ['Kwabena Agyei', 5, 'My favourite hoodie', 'Warm, thick cotton and the Sankofa print has not cracked after many washes.', 'L', 'Black', 10],
    ['Ato Quayson', 4, 'Solid', 'Good weight, nice print. The hood is a bit small for my head.', 'XL', 'Black', 34],
    ['Priscilla Adu', 5, 'Bought two', 'One for me and one for my brother in Toronto. He loves the meaning of the symbol.', 'M', 'Yellow', 59],
    ['Jerome Williams', 4, null, 'Fits a bit snug, size up if you like it loose. Quality is good.', 'XXL', 'Black', 99],
  ]),
  'ankara-print-joggers-green-geometric': rows([
    ['Prince Boakye', 4, 'Comfortable', 'Great for weekends. The elastic waist is soft and the print is sharp.', 'L', 'Green', 22],
    ['Richard Amponsah', 3, 'Shrank a little', 'Nice joggers but they shrank about 2 cm after a warm wash. Wash them cold.', 'M', 'Green', 57],
    ['Emefa Gbeho', 5, null, 'Bought for my husband and he wears them everywhere. Bright and neat.', 'XL', 'Yellow', 112],
  ]),
  'bolgatanga-straw-market-basket': rows([
    ['Ayamga Akolgo', 5, 'Real Bolga weaving', 'Tight weave from Bolgatanga and the leather handles are stitched firmly. Proud of our craft.', 'One Size', 'Yellow', 1],
    ['Mercy Agyapong', 5, 'Makola trips', 'I carry it to Makola every Saturday and it holds all my foodstuff. Very strong.', 'One Size', 'Red', 9],
    ['Hannah Schmidt', 5, 'Beautiful souvenir', 'Bought it to take home to Germany. Packs flat-ish and looks gorgeous in my kitchen.', 'One Size', 'Green', 18],
    ['Comfort Donkor', 4, 'Lovely basket', 'Strong and pretty. A few straw ends poke out at the base, I trimmed them.', 'One Size', 'Yellow', 28],
    ['Atia Azure', 5, null, 'The colours are bright and the handle is comfortable on the arm.', 'One Size', 'Red', 42],
    ['Vida Osei', 5, 'Second one', 'Bought another as a housewarming gift. It was wrapped nicely.', 'One Size', 'Green', 66],
    ['Rebecca Annan', 5, 'Beach bag too', 'Took it to Ada and it was perfect for towels and drinks.', 'One Size', 'Yellow', 90],
    ['Lydia Mensah', 4, 'Great size', 'Holds a lot. I would love a lid option for market days when it rains.', 'One Size', 'Red', 125],
    ['Christiana Sowah', 5, 'Sturdy', 'Six months of daily use and it still looks new.', 'One Size', 'Yellow', 170],
  ]),
  'krobo-glass-bead-necklace-sunset': rows([
    ['Naki Tetteh', 5, 'Real Krobo beads', 'The recycled glass beads have that lovely glow. My grandmother in Odumase approved.', 'One Size', 'Orange', 3],
    ['Esther Opoku', 5, 'Goes with everything', 'I wear it with kaba and with jeans. The clasp is strong.', 'One Size', 'Red', 14],
    ['Lucy Wanjiru', 4, 'Beautiful colours', 'Gorgeous beads. It is a little heavier than I thought, but I got used to it.', 'One Size', 'Yellow', 25],
    ['Dede Ayew', 5, null, 'Bought three as bridesmaid gifts. They loved them.', 'One Size', 'Green', 39],
    ['Ruth Osei-Bonsu', 5, 'Lovely gift', 'Came in a little cloth pouch, perfect for giving.', 'One Size', 'Orange', 55],
    ['Marian Kumi', 4, null, 'Nice necklace. One bead had a small chip, the shop offered an exchange at once.', 'One Size', 'Red', 80],
    ['Ivy Agyekum', 5, 'Sunset indeed', 'The orange and red together look like a Ghana sunset.', 'One Size', 'Orange', 109],
    ['Olivia Martin', 5, 'Treasure', 'Brought one home to Paris after my visit, then ordered two more.', 'One Size', 'Yellow', 160],
  ]),
  'kente-envelope-clutch-royal-purple': rows([
    ['Adjoa Badu', 5, 'Elegant', 'The purple kente is rich and the clasp closes firmly. Perfect for weddings.', 'One Size', 'Purple', 16],
    ['Sena Dzokoto', 4, 'Small but lovely', 'Fits my phone, lipstick and a few notes. No more. Beautiful finish.', 'One Size', 'Purple', 52],
    ['Yvonne Nartey', 5, null, 'Matched it with my kente gown for our engagement. Looked perfect.', 'One Size', 'Yellow', 97],
  ]),
  'ankara-headwrap-duku-yellow-teal': rows([
    ['Sika Ofori', 5, 'Long enough for big styles', 'Plenty of cloth for a tall gele style. The yellow and teal are so bright.', 'One Size', 'Yellow', 8],
    ['Maame Esi Otoo', 4, 'Pretty duku', 'Nice cloth, holds its shape. The edges could be hemmed a bit neater.', 'One Size', 'Green', 35],
    ['Nadia Sule', 5, null, 'I wear it to work on Fridays and get compliments every time.', 'One Size', 'Orange', 70],
    ['Beatrice Oduro', 4, 'Good value', 'Good quality for the price. Matches my kaba perfectly.', 'One Size', 'Yellow', 116],
  ]),
  'adinkra-brass-pendant-sankofa': rows([
    ['Kobina Sam', 5, 'Meaningful piece', 'Cast brass with a clean Sankofa shape. Heavy and well made.', null, 'Yellow', 13],
    ['Aba Eshun', 5, null, 'A gift for my father. He wears it every Sunday.', null, 'Yellow', 62],
    ['Francis Boateng', 4, 'Chain is thin', 'The pendant is lovely, but I replaced the chain with a stronger one.', null, 'Yellow', 128],
  ]),
  'tamale-leather-crossbody-bag-red': rows([
    ['Salamatu Iddi', 5, 'Tamale leather at its best', 'Soft, well tanned leather and strong stitching. It smells like real leather.', 'One Size', 'Red', 5],
    ['Angela Sackey', 5, 'Daily bag', 'I use it for work every day. Fits my phone, purse and a small notebook.', 'One Size', 'Black', 30],
    ['Mohammed Zakaria', 4, null, 'Good bag for my wife. The strap could be a little longer for tall people.', 'One Size', 'Red', 64],
    ['Josephine Antwi', 5, 'Beautiful', 'The red is deep and the brass buckle looks elegant.', 'One Size', 'Green', 95],
  ]),
  'embroidered-dashiki-shirt-royal-blue': rows([
    ['Kwadwo Poku', 5, 'Sharp for Friday wear', 'The embroidery at the neck is tidy and the blue is rich. Washes without fading.', 'L', 'Blue', 2],
    ['Ebo Taylor', 5, 'Perfect fit', 'I took M and it fits like it was sewn for me.', 'M', 'Blue', 11],
    ['Marcus Green', 4, 'Nice shirt', 'Comfortable and bright. Cloth is a little thin, which is fine in the heat.', 'XL', 'Black', 21],
    ['Stephen Ocran', 5, null, 'Wore it to a family wedding in Cape Coast. Many compliments.', 'L', 'Yellow', 37],
    ['Bright Kyei', 5, 'Repeat buyer', 'This is my third dashiki from this shop. Consistent quality.', 'XXL', 'Blue', 53],
    ['Ifeanyi Eze', 4, 'Good quality', 'Looks great, but the sleeves are a bit short for long arms.', 'L', 'Blue', 79],
    ['Solomon Ankrah', 5, 'Office Friday', 'Smart enough for the office on African wear Friday.', 'M', 'Black', 106],
    ['George Amankwah', 2, 'Embroidery loose', 'The thread at the neck came loose after two washes. The shop replaced it, but I was disappointed.', 'XL', 'Blue', 135],
  ]),
  'tamale-kaftan-white-gold-embroidery': rows([
    ['Ibrahim Salifu', 5, 'Eid in style', 'Wore it for Eid prayers. The white is crisp and the gold embroidery is fine.', 'XL', 'White', 18],
    ['Hamza Yahaya', 5, null, 'Flowing and cool, very comfortable for long events.', 'L', 'White', 48],
    ['Eric Agyeman', 4, 'Lovely but stains easily', 'Beautiful kaftan but white shows everything. Keep it for special days.', 'XXL', 'Yellow', 93],
  ]),
  'ankara-short-sleeve-shirt-green-leaf': rows([
    ['Nana Kwame Bediako', 4, 'Good holiday shirt', 'Light cloth, bright print. Perfect for Labadi on a weekend.', 'L', 'Green', 24],
    ['Felix Addai', 4, null, 'Nice shirt, buttons are a bit small. Fits true to size.', 'M', 'Yellow', 73],
    ['Paul Mensah-Bonsu', 5, 'Bought for a party', 'The green leaf print is lovely and it did not crease much.', 'XL', 'White', 131],
  ]),
  'three-piece-agbada-wine-red': rows([
    ['Adebayo Adeyemi', 5, 'Grand and well cut', 'All three pieces fit well and the wine red looks regal. Worth it for my wedding.', 'XXL', 'Red', 27],
    ['Kofi Annoh', 5, null, 'Heavy, quality fabric and neat embroidery. A real statement.', 'XL', 'Red', 86],
  ]),
  'fugu-vest-charcoal-white-stripe': rows([
    ['Baba Alidu', 5, 'Smart and light', 'A fugu vest I can wear over a shirt to work. Good stitching.', 'L', 'Black', 32],
    ['Nathaniel Lartey', 4, null, 'Nice cut, a little short in the body for me.', 'XL', 'White', 100],
  ]),
  'ankara-peplum-top-pink-hibiscus': rows([
    ['Deborah Asamoah', 5, 'So pretty', 'The pink hibiscus print is lovely and the peplum sits nicely over jeans.', 'S', 'Pink', 15],
    ['Akua Dapaah', 4, 'Runs small', 'Beautiful top, but order one size up. Zip is smooth.', 'M', 'Pink', 50],
    ['Sophia Clarke', 4, null, 'Lovely for brunch. The back seam was slightly uneven, not noticeable when worn.', 'XS', 'White', 98],
  ]),
  'kente-maxi-skirt-gold-red': rows([
    ['Serwaa Amihere', 5, 'Statement skirt', 'Flowing and bold. I wore it with a black top to a wedding and felt elegant.', 'M', 'Red', 21],
    ['Elizabeth Owusu', 4, null, 'Beautiful skirt. The waistband is a little tight, otherwise perfect.', 'L', 'Yellow', 67],
    ['Vivian Ntim', 5, 'Gorgeous', 'The gold and red look stunning in the evening light.', 'S', 'Red', 115],
  ]),
  'dashiki-kaftan-dress-purple': rows([
    ['Rita Marley Boateng', 5, 'Comfortable and chic', 'Loose, airy and the purple is royal. I live in it on weekends.', 'L', 'Purple', 6],
    ['Felicia Aboagye', 5, null, 'Great for hot days in Tamale. Washes well and dries fast.', 'M', 'Purple', 41],
    ['Ngozi Adichie', 4, 'Pretty', 'Lovely dress. It is long, so I wear it with heels.', 'S', 'Yellow', 76],
    ['Hajara Musah', 5, 'Perfect gift', 'Bought for my mother, she says it is the most comfortable dress she owns.', 'XL', 'Orange', 120],
  ]),
  'wax-print-wide-leg-jumpsuit-orange': rows([
    ['Cynthia Appiah', 5, 'Showstopper', 'The wide legs flow beautifully and the pockets are real. Everyone wanted one.', 'S', 'Orange', 26],
    ['Irene Fosu', 4, 'Long in the leg', 'Lovely jumpsuit, but I am petite and had to hem it by 5 cm.', 'XS', 'Orange', 69],
    ['Pamela Nketia', 4, null, 'Great print and fit. The zip at the back is hard to reach alone.', 'M', 'Yellow', 113],
  ]),
  'kente-off-shoulder-evening-gown-royal-blue': rows([
    ['Akua Serwaa Bonsu', 5, 'My engagement gown', 'Absolutely stunning. The kente panel at the bodice caught every light. Fit perfectly.', 'S', 'Blue', 30],
    ['Priscilla Tagoe', 5, null, 'Wore it to a dinner gala in Accra. I felt like royalty.', 'M', 'Blue', 84],
  ]),
  'childrens-dashiki-set-yellow': rows([
    ['Afia Owusu', 5, 'So cute', 'My son wore it to his school cultural day and won best dressed.', 'S', 'Yellow', 12],
    ['Charles Ampong', 5, null, 'Soft cotton, easy to wash. My daughter refuses to take it off.', 'XS', 'Red', 46],
    ['Mavis Agyemang', 4, 'Runs small', 'Lovely set, but buy a size up for growing children.', 'M', 'Yellow', 89],
  ]),
};
