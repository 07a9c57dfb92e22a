import { SubmitSupportRequestDto } from './submit-support-request.dto';

export class SubmitSupportRequestCommand {
  constructor(readonly request: SubmitSupportRequestDto) {}
}
