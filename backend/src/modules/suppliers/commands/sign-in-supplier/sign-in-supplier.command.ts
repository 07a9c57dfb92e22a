export class SignInSupplierCommand {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {}
}
