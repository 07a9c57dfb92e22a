import { Body, Controller, Get, Param, Patch, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { adminPage } from '../../shared/http/admin-page';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { staffName } from '../identity/domain/user.entity';
import { AdminOnly, RequestWithUser } from '../identity/guards/auth.guards';
import { UpdateSupportRequestCommand } from './commands/update-support-request/update-support-request.command';
import { UpdateSupportRequestDto } from './commands/update-support-request/update-support-request.dto';
import { UpdateSupportRequestHandler } from './commands/update-support-request/update-support-request.handler';
import { SupportRequestDto } from './dto/support-request.dto';
import { ListSupportRequestsQueryDto } from './queries/list-support-requests/list-support-requests.dto';
import { ListSupportRequestsHandler } from './queries/list-support-requests/list-support-requests.handler';
import { ListSupportRequestsQuery } from './queries/list-support-requests/list-support-requests.query';

@Controller('admin/support')
@AdminOnly('support')
export class AdminSupportController {
  constructor(
    private readonly listSupportRequestsHandler: ListSupportRequestsHandler,
    private readonly updateSupportRequestHandler: UpdateSupportRequestHandler,
  ) {}

  /** One page of support requests, newest first; the number of matching requests is in X-Total-Count. */
  @Get()
  @ApiOkResponse({ type: [SupportRequestDto], headers: { 'X-Total-Count': { description: 'Support requests matching the search', schema: { type: 'integer' } } } })
  async listSupportRequests(@Query() query: ListSupportRequestsQueryDto, @Res({ passthrough: true }) res: Response): Promise<SupportRequestDto[]> {
    const { requests, total } = await this.listSupportRequestsHandler.execute(new ListSupportRequestsQuery(adminPage(query)));
    res.setHeader('X-Total-Count', String(total));
    return requests;
  }

  @Patch(':id')
  @ApiOkResponse({ type: SupportRequestDto })
  updateSupportRequest(@Param('id', new UuidParamPipe()) id: string, @Body() body: UpdateSupportRequestDto, @Req() req: RequestWithUser): Promise<SupportRequestDto> {
    return this.updateSupportRequestHandler.execute(new UpdateSupportRequestCommand(id, body, staffName(req.user!)));
  }
}
