export class MergeSavedItemsCommand {
  constructor(
    readonly userId: string,
    readonly productIds: string[],
  ) {}
}
