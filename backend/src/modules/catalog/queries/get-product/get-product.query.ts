export class GetProductQuery {
  constructor(
    readonly id: string,
    readonly includeInactive: boolean,
  ) {}
}
