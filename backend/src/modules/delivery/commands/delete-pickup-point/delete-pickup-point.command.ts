export class DeletePickupPointCommand {
  constructor(readonly id: string) {}
}
