export class DeleteDeliveryZoneCommand {
  constructor(readonly id: string) {}
}
