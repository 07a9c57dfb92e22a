export class GetDeliverySettingsQuery {
  constructor(readonly now: Date = new Date()) {}
}
