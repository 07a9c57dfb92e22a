/** Nothing to choose: the demo collection is fixed. */
export class SeedDemoCatalogCommand {}
