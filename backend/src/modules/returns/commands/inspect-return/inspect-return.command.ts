import type { InspectReturnDto } from './inspect-return.dto';

export class InspectReturnCommand {
  constructor(
    readonly returnId: string,
    readonly inspection: InspectReturnDto,
    readonly by: string,
  ) {}
}
