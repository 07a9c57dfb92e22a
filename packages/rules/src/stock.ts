/** SPEC §9 'Low stock': when few units left are worth a notice. */

/** Product cards ('Low Stock' badge) and the product page's notice: fewer than this many units. */
export const LOW_STOCK_BELOW = 10;

/** The cart's 'Only N left', the admin's Low Stock count and highlight: this many units or fewer. */
export const LOW_STOCK_AT_MOST = 5;
