import { Body, Controller, Get, Param, Patch, Req } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly, RequestWithUser } from '../identity/guards/auth.guards';
import { UpdateSupportRequestDto } from './commands/update-support-request/update-support-request.dto';
import { UpdateSupportRequestHandler } from './commands/update-support-request/update-support-request.handler';
import { SupportRequestDto } from './dto/support-request.dto';
import { ListSupportRequestsHandler } from './queries/list-support-requests/list-support-requests.handler';

@Controller('admin/support')
@AdminOnly()
export class AdminSupportController {
  constructor(
    private readonly listSupportRequestsHandler: ListSupportRequestsHandler,
    private readonly updateSupportRequestHandler: UpdateSupportRequestHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: [SupportRequestDto] })
  listSupportRequests(): Promise<SupportRequestDto[]> {
    return this.listSupportRequestsHandler.execute();
  }

  @Patch(':id')
  @ApiOkResponse({ type: SupportRequestDto })
  updateSupportRequest(@Param('id', new UuidParamPipe()) id: string, @Body() body: UpdateSupportRequestDto, @Req() req: RequestWithUser): Promise<SupportRequestDto> {
    return this.updateSupportRequestHandler.execute(id, body, req.user!.email);
  }
}
