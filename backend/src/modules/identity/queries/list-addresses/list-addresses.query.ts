export class ListAddressesQuery {
  constructor(readonly userId: string) {}
}
