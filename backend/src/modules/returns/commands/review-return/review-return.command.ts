export class ReviewReturnCommand {
  constructor(
    readonly returnId: string,
    readonly verdict: 'approved' | 'refused',
    readonly message: string | null,
    /** The staff member, for the timeline. */
    readonly by: string,
  ) {}
}
