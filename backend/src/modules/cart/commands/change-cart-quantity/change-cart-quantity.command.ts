export class ChangeCartQuantityCommand {
  constructor(
    readonly itemId: string,
    readonly quantity: number,
    readonly ownerHash: string | null,
  ) {}
}
