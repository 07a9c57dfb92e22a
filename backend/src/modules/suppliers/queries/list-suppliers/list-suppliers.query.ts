/** Every application, newest first (at most 500): nothing to filter by yet. */
export class ListSuppliersQuery {}
