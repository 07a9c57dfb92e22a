/** Every promotion, newest first, with its uses and revenue. */
export class ListPromotionsQuery {}
