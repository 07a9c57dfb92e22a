export class ReceiveReturnCommand {
  constructor(
    readonly returnId: string,
    readonly by: string,
  ) {}
}
