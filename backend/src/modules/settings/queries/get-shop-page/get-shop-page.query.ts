export class GetShopPageQuery {
  constructor(readonly slug: string) {}
}
