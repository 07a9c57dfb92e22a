export class DeleteProductCommand {
  constructor(readonly productId: string) {}
}
