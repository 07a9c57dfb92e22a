export class RemoveCartItemCommand {
  constructor(
    readonly itemId: string,
    readonly ownerHash: string | null,
  ) {}
}
