export class CheckSupplierEmailQuery {
  constructor(readonly email: string) {}
}
