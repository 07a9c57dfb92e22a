export class AssignRiderCommand {
  constructor(
    readonly orderId: string,
    /** null takes the order off its round. */
    readonly riderId: string | null,
    readonly day: string,
    readonly assignedBy: string,
  ) {}
}
