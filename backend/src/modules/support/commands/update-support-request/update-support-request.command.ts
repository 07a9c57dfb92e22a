import { UpdateSupportRequestDto } from './update-support-request.dto';

export class UpdateSupportRequestCommand {
  constructor(
    readonly requestId: string,
    readonly changes: UpdateSupportRequestDto,
    /** Recorded as who answered. */
    readonly adminEmail: string,
  ) {}
}
