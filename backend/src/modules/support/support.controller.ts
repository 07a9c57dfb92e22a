import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../shared/http/rate-limit';
import { SubmitSupportRequestCommand } from './commands/submit-support-request/submit-support-request.command';
import { SubmitSupportRequestDto } from './commands/submit-support-request/submit-support-request.dto';
import { SubmitSupportRequestHandler } from './commands/submit-support-request/submit-support-request.handler';
import { SupportRequestReceiptDto } from './dto/support-request-receipt.dto';

@ApiTags('support')
@Controller('support')
export class SupportController {
  constructor(private readonly submitSupportRequestHandler: SubmitSupportRequestHandler) {}

  @Post()
  @RateLimit('support', 10, 600)
  @ApiCreatedResponse({ type: SupportRequestReceiptDto })
  submitSupportRequest(@Body() body: SubmitSupportRequestDto): Promise<SupportRequestReceiptDto> {
    return this.submitSupportRequestHandler.execute(new SubmitSupportRequestCommand(body));
  }
}
