export class DeleteAddressCommand {
  constructor(
    readonly userId: string,
    readonly id: string,
  ) {}
}
