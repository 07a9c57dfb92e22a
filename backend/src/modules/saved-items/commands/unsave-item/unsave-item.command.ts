export class UnsaveItemCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
