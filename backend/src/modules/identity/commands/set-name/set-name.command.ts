export class SetNameCommand {
  constructor(
    readonly userId: string,
    readonly firstName: string,
    readonly lastName: string,
  ) {}
}
