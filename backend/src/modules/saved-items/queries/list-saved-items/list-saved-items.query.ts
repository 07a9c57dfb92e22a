export class ListSavedItemsQuery {
  constructor(readonly userId: string) {}
}
