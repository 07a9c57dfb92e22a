export class SetDefaultAddressCommand {
  constructor(
    readonly userId: string,
    readonly id: string,
  ) {}
}
