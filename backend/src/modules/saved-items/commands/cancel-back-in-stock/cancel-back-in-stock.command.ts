export class CancelBackInStockCommand {
  constructor(readonly requestId: string) {}
}
