export class TrackOrderQuery {
  constructor(readonly orderNumber: string) {}
}
