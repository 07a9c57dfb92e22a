export class SaveItemCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
