export class AddEmailCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly password: string,
  ) {}
}
