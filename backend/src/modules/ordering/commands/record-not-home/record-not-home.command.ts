/** The rider found no one at the door: the order stays out for delivery, the attempt is noted. */
export class RecordNotHomeCommand {
  constructor(
    readonly orderId: string,
    readonly by: string,
    readonly note: string | null,
  ) {}
}
