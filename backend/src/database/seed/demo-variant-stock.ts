/**
 * The demo catalog's stock per size x colour (ADR 025), keyed by the product's slug: one row per
 * size ('' for a product without sizes) with one figure per colour, in the order of the product's
 * `colors` (a single figure without colours). Each product's figures add up to its `stock` in
 * demo-catalog.ts (a test checks); some sizes are sold out, as in a shop that has been selling.
 *
 * Pure data, no imports, like demo-catalog.ts.
 */
export const demoVariantStock: Record<string, Record<string, number[]>> = {
  'asante-kente-stole-gold-green': { '': [16, 11, 7] },
  'ewe-kente-full-cloth-indigo-gold': { '': [1, 1, 0] },
  'northern-smock-fugu-indigo-stripe': { 'M': [6, 0], 'L': [6, 4], 'XL': [4, 3], 'XXL': [2, 1] },
  'batakari-chiefs-smock-red-black': { 'L': [4, 3, 2], 'XL': [3, 2, 1], 'XXL': [2, 0, 1] },
  'adinkra-stamped-cloth-ntonso-russet': { '': [13, 9] },
  'kaba-and-slit-set-ankara-sunburst': { 'S': [2, 1, 0], 'M': [2, 2, 1], 'L': [0, 2, 1], 'XL': [2, 1, 1] },
  'ankara-bomber-jacket-blue-swirl': { 'S': [4, 3], 'M': [7, 4], 'L': [0, 0], 'XL': [5, 3], 'XXL': [2, 2] },
  'kente-trim-denim-jacket': { 'XS': [2, 0], 'S': [3, 2], 'M': [5, 3], 'L': [4, 0], 'XL': [3, 2] },
  'wax-print-wrap-midi-dress-orange-blossom': { 'XS': [0, 2], 'S': [5, 3], 'M': [0, 6], 'L': [8, 6], 'XL': [6, 4] },
  'adinkra-print-hoodie-sankofa-black': { 'S': [0, 4], 'M': [11, 0], 'L': [11, 7], 'XL': [7, 5], 'XXL': [4, 3] },
  'ankara-print-joggers-green-geometric': { 'S': [6, 4], 'M': [9, 6], 'L': [9, 0], 'XL': [7, 4] },
  'bolgatanga-straw-market-basket': { 'One Size': [28, 19, 13] },
  'krobo-glass-bead-necklace-sunset': { 'One Size': [27, 0, 12, 9] },
  'kente-envelope-clutch-royal-purple': { 'One Size': [0, 0, 0] },
  'ankara-headwrap-duku-yellow-teal': { 'One Size': [35, 24, 16] },
  'adinkra-brass-pendant-sankofa': { '': [5] },
  'tamale-leather-crossbody-bag-red': { 'One Size': [13, 9, 6] },
  'embroidered-dashiki-shirt-royal-blue': { 'S': [0, 4, 0], 'M': [8, 6, 4], 'L': [8, 6, 4], 'XL': [6, 0, 3], 'XXL': [3, 2, 1] },
  'tamale-kaftan-white-gold-embroidery': { 'M': [7, 5], 'L': [7, 4], 'XL': [5, 0], 'XXL': [2, 2] },
  'ankara-short-sleeve-shirt-green-leaf': { 'S': [0, 2, 1], 'M': [6, 4, 3], 'L': [6, 4, 3], 'XL': [4, 2, 2], 'XXL': [0, 0, 1] },
  'three-piece-agbada-wine-red': { 'L': [0, 0], 'XL': [0, 0], 'XXL': [0, 0] },
  'fugu-vest-charcoal-white-stripe': { 'M': [2, 1], 'L': [0, 1], 'XL': [2, 1] },
  'ankara-slim-trousers-blue-diamond': { 'S': [3, 2], 'M': [6, 4], 'L': [6, 4], 'XL': [4, 0] },
  'ankara-peplum-top-pink-hibiscus': { 'XS': [4, 2], 'S': [6, 4], 'M': [10, 6], 'L': [0, 6], 'XL': [0, 4] },
  'kente-maxi-skirt-gold-red': { 'XS': [1, 1, 1], 'S': [2, 1, 1], 'M': [3, 2, 0], 'L': [3, 0, 1], 'XL': [0, 1, 1], 'XXL': [1, 1, 0] },
  'dashiki-kaftan-dress-purple': { 'S': [3, 2, 0], 'M': [5, 4, 2], 'L': [5, 4, 2], 'XL': [4, 0, 2], 'XXL': [2, 0, 1] },
  'wax-print-wide-leg-jumpsuit-orange': { 'XS': [0, 0], 'S': [0, 0], 'M': [0, 0], 'L': [0, 0] },
  'kente-off-shoulder-evening-gown-royal-blue': { 'XS': [0, 0], 'S': [0, 0], 'M': [0, 1], 'L': [1, 1], 'XL': [1, 0] },
  'childrens-dashiki-set-yellow': { 'XS': [3, 0, 2], 'S': [5, 4, 2], 'M': [8, 6, 4] },
  'girls-ankara-party-dress-pink-green': { 'XS': [1, 1], 'S': [0, 2], 'M': [3, 2] },
};
