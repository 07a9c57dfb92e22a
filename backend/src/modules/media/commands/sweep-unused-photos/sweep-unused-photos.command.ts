export class SweepUnusedPhotosCommand {
  constructor(readonly now: Date = new Date()) {}
}
