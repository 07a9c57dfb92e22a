import type { StartReturnDto } from './start-return.dto';

export class StartReturnCommand {
  constructor(
    readonly request: StartReturnDto,
    /** The signed-in customer, if any: their own orders need no contact. */
    readonly customer: { id: string; phone: string | null } | null,
    /** true: only work out the fee and refund (nothing is written). */
    readonly quoteOnly = false,
  ) {}
}
