export class ChangeCartChoiceCommand {
  constructor(
    readonly itemId: string,
    readonly size: string | null,
    readonly color: string | null,
    readonly ownerHash: string | null,
  ) {}
}
