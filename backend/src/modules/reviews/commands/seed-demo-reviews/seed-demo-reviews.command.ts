/** Nothing to choose: the demo reviews are fixed (database/seed/demo-reviews.ts). */
export class SeedDemoReviewsCommand {}
