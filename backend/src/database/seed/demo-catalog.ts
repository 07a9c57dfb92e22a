/**
 * The demo catalog that seeds an empty database: 30 products of Ghanaian and African fashion.
 *
 * Ratings and review counts are not claimed here: they are computed from the reviews the seed
 * stores (demo-reviews.ts, ADR 017).
 *
 * Pure data, no imports, so the backend and standalone scripts can both use it.
 * Prices are Ghana cedis (GHS) with exactly two decimals. `images` name shipped photos
 * (demo-photos.ts): the seed stores each as a media photo and gives the product its /media path.
 * The photos are drawn by backend/scripts/make-seed-photos.mjs, which also checks every name
 * listed here was made.
 */

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  price: string;
  originalPrice: string | null;
  category: 'traditional' | 'modern' | 'accessories' | 'mens' | 'womens' | 'children';
  subcategory: string | null;
  stock: number;
  /** Names of shipped photos (demo-photos.ts), main photo first. */
  images: string[];
  sizes: string[];
  colors: string[];
  tags: string[];
  isFeatured: boolean;
}

export const demoCatalog: DemoProduct[] = [
  // ---------------------------------------------------------------- traditional
  {
    slug: 'asante-kente-stole-gold-green',
    name: 'Asante Kente Stole – Gold & Green',
    description:
      'A two-strip kente stole hand-woven on a narrow loom in Bonwire, with gold warp stripes and green-and-red weft blocks. Finished with a knotted fringe, it is made for graduations, weddings and naming ceremonies.',
    price: '450.00',
    originalPrice: null,
    category: 'traditional',
    subcategory: 'kente',
    stock: 34,
    images: ['asante-kente-stole-gold-green-1', 'asante-kente-stole-gold-green-2'],
    sizes: [],
    colors: ['Yellow', 'Green', 'Red'],
    tags: ['kente', 'stole', 'handwoven', 'graduation', 'asante'],
    isFeatured: true,
  },
  {
    slug: 'ewe-kente-full-cloth-indigo-gold',
    name: 'Ewe Kente Full Cloth – Indigo & Gold',
    description:
      'A full-size Ewe kente cloth (about 2 x 3.3 metres) from the Volta Region, woven strip by strip in deep indigo with gold, white and green weft designs. An heirloom piece for chiefs, brides and grand occasions; each cloth is one of a kind.',
    price: '1500.00',
    originalPrice: null,
    category: 'traditional',
    subcategory: 'kente',
    stock: 2,
    images: [
      'ewe-kente-full-cloth-indigo-gold-1',
      'ewe-kente-full-cloth-indigo-gold-2',
      'ewe-kente-full-cloth-indigo-gold-3',
    ],
    sizes: [],
    colors: ['Blue', 'Yellow', 'White'],
    tags: ['kente', 'ewe', 'full cloth', 'handwoven', 'heirloom'],
    isFeatured: false,
  },
  {
    slug: 'northern-smock-fugu-indigo-stripe',
    name: 'Northern Smock (Fugu) – Indigo Stripe',
    description:
      'Our signature fugu, sewn in Tamale from narrow hand-loomed strips of indigo and white cotton. The wide flared body, deep V opening and hand-embroidered neckline make it the proud dress of the north for Fridays and festivals.',
    price: '680.00',
    originalPrice: null,
    category: 'traditional',
    subcategory: 'smocks',
    stock: 26,
    images: [
      'northern-smock-fugu-indigo-stripe-1',
      'northern-smock-fugu-indigo-stripe-2',
      'northern-smock-fugu-indigo-stripe-3',
    ],
    sizes: ['M', 'L', 'XL', 'XXL'],
    colors: ['Blue', 'White'],
    tags: ['smock', 'fugu', 'batakari', 'tamale', 'handwoven', 'northern ghana'],
    isFeatured: true,
  },
  {
    slug: 'batakari-chiefs-smock-red-black',
    name: "Batakari Chief's Smock – Red & Black Stripe",
    description:
      'A full-cut batakari in red, black and white strip-woven cotton, with extra pleats at the hem so it swings when you walk. Yellow hand embroidery frames the neckline and chest pocket.',
    price: '950.00',
    originalPrice: '1150.00',
    category: 'traditional',
    subcategory: 'smocks',
    stock: 18,
    images: ['batakari-chiefs-smock-red-black-1'],
    sizes: ['L', 'XL', 'XXL'],
    colors: ['Red', 'Black', 'White'],
    tags: ['smock', 'batakari', 'chief', 'festival', 'northern ghana'],
    isFeatured: false,
  },
  {
    slug: 'adinkra-stamped-cloth-ntonso-russet',
    name: 'Adinkra Stamped Cloth – Ntonso Russet',
    description:
      'Cotton cloth hand-stamped in Ntonso with calabash stamps and black badie dye: Sankofa, Adinkrahene, Dwennimmen and Nsoromma in a combed grid. Six yards, ready to wrap or tailor.',
    price: '320.00',
    originalPrice: null,
    category: 'traditional',
    subcategory: 'adinkra',
    stock: 22,
    images: ['adinkra-stamped-cloth-ntonso-russet-1'],
    sizes: [],
    colors: ['Orange', 'Black'],
    tags: ['adinkra', 'stamped', 'ntonso', 'cloth', 'symbols'],
    isFeatured: false,
  },
  {
    slug: 'kaba-and-slit-set-ankara-sunburst',
    name: 'Kaba and Slit Set – Ankara Sunburst',
    description:
      'A classic kaba with puffed sleeves and a flared peplum, paired with a fitted slit skirt in a yellow, orange and purple sunburst wax print. Tailored to order in our Tamale workshop for church, weddings and outdoorings.',
    price: '580.00',
    originalPrice: null,
    category: 'traditional',
    subcategory: 'sets',
    stock: 15,
    images: ['kaba-and-slit-set-ankara-sunburst-1', 'kaba-and-slit-set-ankara-sunburst-2'],
    sizes: ['S', 'M', 'L', 'XL'],
    colors: ['Yellow', 'Orange', 'Purple'],
    tags: ['kaba', 'slit', 'ankara', 'wax print', 'set'],
    isFeatured: false,
  },

  // ---------------------------------------------------------------- modern
  {
    slug: 'ankara-bomber-jacket-blue-swirl',
    name: 'Ankara Bomber Jacket – Blue Swirl',
    description:
      'A lined bomber in a bold blue and orange swirl wax print, with black ribbed collar, cuffs and hem. Streetwear with roots.',
    price: '420.00',
    originalPrice: null,
    category: 'modern',
    subcategory: 'jackets',
    stock: 30,
    images: ['ankara-bomber-jacket-blue-swirl-1', 'ankara-bomber-jacket-blue-swirl-2'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    colors: ['Blue', 'Orange'],
    tags: ['ankara', 'bomber', 'jacket', 'streetwear', 'unisex'],
    isFeatured: true,
  },
  {
    slug: 'kente-trim-denim-jacket',
    name: 'Kente-Trim Denim Jacket',
    description:
      'A mid-wash denim trucker jacket with hand-cut Asante kente on the collar, chest pockets, cuffs and waistband. Every jacket uses a different part of the cloth, so no two are alike.',
    price: '390.00',
    originalPrice: '480.00',
    category: 'modern',
    subcategory: 'jackets',
    stock: 24,
    images: ['kente-trim-denim-jacket-1'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    colors: ['Blue', 'Yellow'],
    tags: ['denim', 'kente', 'jacket', 'unisex'],
    isFeatured: false,
  },
  {
    slug: 'wax-print-wrap-midi-dress-orange-blossom',
    name: 'Wax-Print Wrap Midi Dress – Orange Blossom',
    description:
      'A true wrap dress in 100% cotton wax print, with flutter sleeves and a teal waist tie. The orange-and-yellow blossom print goes from market day to dinner.',
    price: '360.00',
    originalPrice: null,
    category: 'modern',
    subcategory: 'dresses',
    stock: 40,
    images: ['wax-print-wrap-midi-dress-orange-blossom-1'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    colors: ['Orange', 'Yellow'],
    tags: ['ankara', 'wax print', 'wrap dress', 'midi'],
    isFeatured: true,
  },
  {
    slug: 'adinkra-print-hoodie-sankofa-black',
    name: 'Adinkra Print Hoodie – Sankofa Black',
    description:
      'A heavyweight cotton hoodie printed all over with gold and white Adinkra symbols: Sankofa, Nsoromma, Adinkrahene and Fihankra. Kangaroo pocket and ribbed cuffs.',
    price: '245.00',
    originalPrice: '310.00',
    category: 'modern',
    subcategory: 'hoodies',
    stock: 52,
    images: ['adinkra-print-hoodie-sankofa-black-1'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    colors: ['Black', 'Yellow'],
    tags: ['adinkra', 'hoodie', 'sankofa', 'streetwear', 'unisex'],
    isFeatured: false,
  },
  {
    slug: 'ankara-print-joggers-green-geometric',
    name: 'Ankara Print Joggers – Green Geometric',
    description:
      'Relaxed joggers in a green and gold geometric wax print, with a black ribbed waistband, drawstring and cuffs. Soft enough for the harmattan evenings.',
    price: '220.00',
    originalPrice: null,
    category: 'modern',
    subcategory: 'trousers',
    stock: 45,
    images: ['ankara-print-joggers-green-geometric-1'],
    sizes: ['S', 'M', 'L', 'XL'],
    colors: ['Green', 'Yellow'],
    tags: ['ankara', 'joggers', 'loungewear', 'unisex'],
    isFeatured: false,
  },

  // ---------------------------------------------------------------- accessories
  {
    slug: 'bolgatanga-straw-market-basket',
    name: 'Bolgatanga Straw Market Basket',
    description:
      'Woven by hand in the Upper East from veta vera elephant grass, with red, green, black and blue bands and a leather-wrapped handle. Sturdy enough for the market, pretty enough for the beach.',
    price: '185.00',
    originalPrice: null,
    category: 'accessories',
    subcategory: 'bags',
    stock: 60,
    images: [
      'bolgatanga-straw-market-basket-1',
      'bolgatanga-straw-market-basket-2',
      'bolgatanga-straw-market-basket-3',
    ],
    sizes: ['One Size'],
    colors: ['Yellow', 'Red', 'Green'],
    tags: ['bolga', 'basket', 'handwoven', 'straw', 'northern ghana'],
    isFeatured: true,
  },
  {
    slug: 'krobo-glass-bead-necklace-sunset',
    name: 'Krobo Recycled Glass Bead Necklace – Sunset',
    description:
      'Beads cast from recycled bottle glass and hand-painted by Krobo bead makers in sunset orange, red, gold and green. A large centre bead anchors the strand.',
    price: '95.00',
    originalPrice: null,
    category: 'accessories',
    subcategory: 'jewellery',
    stock: 48,
    images: ['krobo-glass-bead-necklace-sunset-1', 'krobo-glass-bead-necklace-sunset-2'],
    sizes: ['One Size'],
    colors: ['Orange', 'Red', 'Yellow', 'Green'],
    tags: ['krobo', 'beads', 'necklace', 'recycled glass', 'jewellery'],
    isFeatured: true,
  },
  {
    slug: 'kente-envelope-clutch-royal-purple',
    name: 'Kente Envelope Clutch – Royal Purple',
    description:
      'An envelope clutch in purple, gold and green kente with a black kente flap and a brass clasp. Lined in cotton, with room for a phone, cards and lipstick.',
    price: '240.00',
    originalPrice: null,
    category: 'accessories',
    subcategory: 'bags',
    stock: 0,
    images: ['kente-envelope-clutch-royal-purple-1'],
    sizes: ['One Size'],
    colors: ['Purple', 'Yellow', 'Green'],
    tags: ['kente', 'clutch', 'bag', 'evening'],
    isFeatured: false,
  },
  {
    slug: 'ankara-headwrap-duku-yellow-teal',
    name: 'Ankara Headwrap (Duku) – Yellow & Teal',
    description:
      'A generous two-metre duku in a yellow and teal concentric-circle wax print, long enough for a tall knot or a simple twist.',
    price: '45.00',
    originalPrice: '60.00',
    category: 'accessories',
    subcategory: 'headwear',
    stock: 75,
    images: ['ankara-headwrap-duku-yellow-teal-1'],
    sizes: ['One Size'],
    colors: ['Yellow', 'Green', 'Orange'],
    tags: ['headwrap', 'duku', 'gele', 'ankara'],
    isFeatured: false,
  },
  {
    slug: 'adinkra-brass-pendant-sankofa',
    name: 'Adinkra Brass Pendant – Sankofa',
    description:
      'A lost-wax cast brass pendant engraved with the Sankofa heart, the Adinkra symbol for going back to fetch what was left behind. Comes on a 60 cm brass chain.',
    price: '150.00',
    originalPrice: null,
    category: 'accessories',
    subcategory: 'jewellery',
    stock: 5,
    images: ['adinkra-brass-pendant-sankofa-1'],
    sizes: [],
    colors: ['Yellow'],
    tags: ['adinkra', 'sankofa', 'brass', 'pendant', 'jewellery'],
    isFeatured: false,
  },
  {
    slug: 'tamale-leather-crossbody-bag-red',
    name: 'Tamale Leather Crossbody Bag – Dyed Red',
    description:
      'Goat leather tanned and dyed red by leatherworkers in northern Ghana, tooled with black and green triangles and finished with fringe tassels. Adjustable strap and brass closure.',
    price: '275.00',
    originalPrice: null,
    category: 'accessories',
    subcategory: 'bags',
    stock: 28,
    images: ['tamale-leather-crossbody-bag-red-1', 'tamale-leather-crossbody-bag-red-2'],
    sizes: ['One Size'],
    colors: ['Red', 'Black', 'Green'],
    tags: ['leather', 'bag', 'crossbody', 'tamale', 'handmade'],
    isFeatured: false,
  },

  // ---------------------------------------------------------------- mens
  {
    slug: 'embroidered-dashiki-shirt-royal-blue',
    name: 'Embroidered Dashiki Shirt – Royal Blue',
    description:
      'A loose-fitting royal blue dashiki with an ornate black, gold and red neckline, matching sleeve bands and a zigzag hem. Breathable cotton for hot days in the north.',
    price: '210.00',
    originalPrice: null,
    category: 'mens',
    subcategory: 'shirts',
    stock: 55,
    images: ['embroidered-dashiki-shirt-royal-blue-1', 'embroidered-dashiki-shirt-royal-blue-2'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    colors: ['Blue', 'Black', 'Yellow'],
    tags: ['dashiki', 'shirt', 'embroidered', 'mens'],
    isFeatured: true,
  },
  {
    slug: 'tamale-kaftan-white-gold-embroidery',
    name: 'Tamale Kaftan – White with Gold Embroidery',
    description:
      'A long-sleeved kaftan in crisp white cotton, with gold embroidery down the placket, around the collar, cuffs and hem. Made in Tamale for Jumu’ah, Eid and weddings.',
    price: '340.00',
    originalPrice: null,
    category: 'mens',
    subcategory: 'kaftans',
    stock: 32,
    images: ['tamale-kaftan-white-gold-embroidery-1'],
    sizes: ['M', 'L', 'XL', 'XXL'],
    colors: ['White', 'Yellow'],
    tags: ['kaftan', 'embroidered', 'tamale', 'eid', 'mens'],
    isFeatured: false,
  },
  {
    slug: 'ankara-short-sleeve-shirt-green-leaf',
    name: 'Ankara Short-Sleeve Shirt – Green Leaf',
    description:
      'A camp-collar shirt in a green and yellow leaf wax print, with white buttons and a chest pocket. Pairs with chinos or the matching trousers.',
    price: '165.00',
    originalPrice: '210.00',
    category: 'mens',
    subcategory: 'shirts',
    stock: 38,
    images: ['ankara-short-sleeve-shirt-green-leaf-1'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    colors: ['Green', 'Yellow', 'White'],
    tags: ['ankara', 'shirt', 'short sleeve', 'mens'],
    isFeatured: false,
  },
  {
    slug: 'three-piece-agbada-wine-red',
    name: 'Three-Piece Agbada – Wine Red',
    description:
      'A flowing wine red agbada with matching inner tunic and trousers, richly embroidered in gold on the chest and pocket. Cut for weddings, durbars and big celebrations.',
    price: '1100.00',
    originalPrice: null,
    category: 'mens',
    subcategory: 'agbada',
    stock: 0,
    images: ['three-piece-agbada-wine-red-1'],
    sizes: ['L', 'XL', 'XXL'],
    colors: ['Red', 'Yellow'],
    tags: ['agbada', 'three piece', 'embroidered', 'wedding', 'mens'],
    isFeatured: false,
  },
  {
    slug: 'fugu-vest-charcoal-white-stripe',
    name: 'Fugu Vest – Charcoal & White Stripe',
    description:
      'A sleeveless smock in charcoal and white strip-woven cotton, with orange and white stitching around the V neck. Wear it over a tee or on its own.',
    price: '295.00',
    originalPrice: null,
    category: 'mens',
    subcategory: 'smocks',
    stock: 7,
    images: ['fugu-vest-charcoal-white-stripe-1'],
    sizes: ['M', 'L', 'XL'],
    colors: ['Black', 'White'],
    tags: ['fugu', 'smock', 'vest', 'northern ghana', 'mens'],
    isFeatured: false,
  },
  {
    slug: 'ankara-slim-trousers-blue-diamond',
    name: 'Ankara Slim Trousers – Blue Diamond',
    description:
      'Slim-fit trousers in a blue and orange diamond wax print, with a plain indigo waistband and side pockets. Bold on their own, sharp with a white kaftan.',
    price: '230.00',
    originalPrice: null,
    category: 'mens',
    subcategory: 'trousers',
    stock: 29,
    images: ['ankara-slim-trousers-blue-diamond-1'],
    sizes: ['S', 'M', 'L', 'XL'],
    colors: ['Blue', 'Orange'],
    tags: ['ankara', 'trousers', 'slim fit', 'mens'],
    isFeatured: false,
  },

  // ---------------------------------------------------------------- womens
  {
    slug: 'ankara-peplum-top-pink-hibiscus',
    name: 'Ankara Peplum Top – Pink Hibiscus',
    description:
      'A fitted peplum top with short sleeves and a back zip, in a pink and white hibiscus wax print. Dresses up jeans and goes with any plain skirt.',
    price: '180.00',
    originalPrice: '230.00',
    category: 'womens',
    subcategory: 'tops',
    stock: 42,
    images: ['ankara-peplum-top-pink-hibiscus-1'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    colors: ['Pink', 'White'],
    tags: ['ankara', 'peplum', 'top', 'womens'],
    isFeatured: false,
  },
  {
    slug: 'kente-maxi-skirt-gold-red',
    name: 'Kente Maxi Skirt – Gold & Red',
    description:
      'A floor-length A-line skirt cut from red, gold and black kente, with a plain black waistband and side zip. Made to be seen at weddings and festivals.',
    price: '410.00',
    originalPrice: null,
    category: 'womens',
    subcategory: 'skirts',
    stock: 20,
    images: ['kente-maxi-skirt-gold-red-1'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    colors: ['Red', 'Yellow', 'Black'],
    tags: ['kente', 'skirt', 'maxi', 'womens'],
    isFeatured: false,
  },
  {
    slug: 'dashiki-kaftan-dress-purple',
    name: 'Dashiki Kaftan Dress – Purple',
    description:
      'A floaty floor-length kaftan in deep purple, with a gold and orange dashiki neckline and a matching border at the hem. One easy piece for hot afternoons.',
    price: '295.00',
    originalPrice: null,
    category: 'womens',
    subcategory: 'dresses',
    stock: 36,
    images: ['dashiki-kaftan-dress-purple-1'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    colors: ['Purple', 'Yellow', 'Orange'],
    tags: ['dashiki', 'kaftan', 'dress', 'maxi', 'womens'],
    isFeatured: false,
  },
  {
    slug: 'wax-print-wide-leg-jumpsuit-orange',
    name: 'Wax-Print Wide-Leg Jumpsuit – Orange Swirl',
    description:
      'A sleeveless wide-leg jumpsuit in an orange, brown and yellow swirl wax print, with a self-fabric belt and hidden side pockets.',
    price: '385.00',
    originalPrice: null,
    category: 'womens',
    subcategory: 'jumpsuits',
    stock: 0,
    images: ['wax-print-wide-leg-jumpsuit-orange-1'],
    sizes: ['XS', 'S', 'M', 'L'],
    colors: ['Orange', 'Yellow'],
    tags: ['ankara', 'wax print', 'jumpsuit', 'womens'],
    isFeatured: false,
  },
  {
    slug: 'kente-off-shoulder-evening-gown-royal-blue',
    name: 'Kente Off-Shoulder Evening Gown – Royal Blue',
    description:
      'A floor-length off-shoulder gown in royal blue and gold kente, with a gold neckline band, draped sleeves and a fitted waist that flares to the hem. Made to measure for brides, bridesmaids and engagement ceremonies.',
    price: '1250.00',
    originalPrice: null,
    category: 'womens',
    subcategory: 'gowns',
    stock: 4,
    images: [
      'kente-off-shoulder-evening-gown-royal-blue-1',
      'kente-off-shoulder-evening-gown-royal-blue-2',
      'kente-off-shoulder-evening-gown-royal-blue-3',
    ],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    colors: ['Blue', 'Yellow'],
    tags: ['kente', 'gown', 'evening', 'bridal', 'engagement'],
    isFeatured: true,
  },

  // ---------------------------------------------------------------- children
  {
    slug: 'childrens-dashiki-set-yellow',
    name: "Children's Dashiki Set – Yellow",
    description:
      'A sunny yellow dashiki shirt and matching shorts with a black, red and green neckline. Soft cotton for birthdays, school cultural days and festivals.',
    price: '120.00',
    originalPrice: '150.00',
    category: 'children',
    subcategory: 'sets',
    stock: 34,
    images: ['childrens-dashiki-set-yellow-1'],
    sizes: ['XS', 'S', 'M'],
    colors: ['Yellow', 'Black', 'Red'],
    tags: ['kids', 'dashiki', 'set', 'cultural day'],
    isFeatured: false,
  },
  {
    slug: 'girls-ankara-party-dress-pink-green',
    name: "Girls' Ankara Party Dress – Pink & Green",
    description:
      'A twirly party dress with puffed sleeves and a full skirt in a pink and green flower wax print, finished with a green sash and bow.',
    price: '145.00',
    originalPrice: null,
    category: 'children',
    subcategory: 'dresses',
    stock: 9,
    images: ['girls-ankara-party-dress-pink-green-1'],
    sizes: ['XS', 'S', 'M'],
    colors: ['Pink', 'Green'],
    tags: ['kids', 'girls', 'ankara', 'party dress'],
    isFeatured: false,
  },
];
