import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { staffName } from '../identity/domain/user.entity';
import { AdminOnly, RequestWithUser } from '../identity/guards/auth.guards';
import { InspectReturnCommand } from './commands/inspect-return/inspect-return.command';
import { InspectReturnDto } from './commands/inspect-return/inspect-return.dto';
import { InspectReturnHandler } from './commands/inspect-return/inspect-return.handler';
import { ReceiveReturnCommand } from './commands/receive-return/receive-return.command';
import { ReceiveReturnHandler } from './commands/receive-return/receive-return.handler';
import { MarkRefundPaidCommand, RefundReturnCommand } from './commands/refund-return/refund-return.command';
import { RefundReturnHandler } from './commands/refund-return/refund-return.handler';
import { ReviewReturnCommand } from './commands/review-return/review-return.command';
import { ApproveReturnDto, RefuseReturnDto } from './commands/review-return/review-return.dto';
import { ReviewReturnHandler } from './commands/review-return/review-return.handler';
import { AdminReturnDto } from './dto/return.dto';
import { ListReturnsQueryDto } from './queries/list-returns/list-returns.dto';
import { ListReturnsHandler } from './queries/list-returns/list-returns.handler';
import { ReturnPhotoHandler } from './queries/return-photo/return-photo.handler';

/** The Returns tab (ADR 069): each step answers 409 when the return is not where the step starts. */
@Controller('admin/returns')
@AdminOnly(null)
export class AdminReturnsController {
  constructor(
    private readonly listHandler: ListReturnsHandler,
    private readonly reviewHandler: ReviewReturnHandler,
    private readonly receiveHandler: ReceiveReturnHandler,
    private readonly inspectHandler: InspectReturnHandler,
    private readonly refundHandler: RefundReturnHandler,
    private readonly photoHandler: ReturnPhotoHandler,
  ) {}

  /** One page of returns, newest first; the number matching is in X-Total-Count. */
  @Get()
  @ApiOkResponse({ type: [AdminReturnDto], headers: { 'X-Total-Count': { description: 'Returns matching the filter', schema: { type: 'integer' } } } })
  async listReturns(@Query() query: ListReturnsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminReturnDto[]> {
    const { returns, total } = await this.listHandler.execute(query);
    res.setHeader('X-Total-Count', String(total));
    return returns;
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminReturnDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not waiting for a decision' })
  approveReturn(@Param('id', new UuidParamPipe()) id: string, @Body() body: ApproveReturnDto, @Req() req: RequestWithUser): Promise<AdminReturnDto> {
    return this.reviewHandler.execute(new ReviewReturnCommand(id, 'approved', body.message ?? null, staffName(req.user!)));
  }

  @Post(':id/refuse')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminReturnDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'No message for the shopper' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not waiting for a decision' })
  refuseReturn(@Param('id', new UuidParamPipe()) id: string, @Body() body: RefuseReturnDto, @Req() req: RequestWithUser): Promise<AdminReturnDto> {
    return this.reviewHandler.execute(new ReviewReturnCommand(id, 'refused', body.message, staffName(req.user!)));
  }

  /** The parcel arrived (publishes OrderLinesReturned). */
  @Post(':id/receive')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminReturnDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not approved, or already received' })
  receiveReturn(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<AdminReturnDto> {
    return this.receiveHandler.execute(new ReceiveReturnCommand(id, staffName(req.user!)));
  }

  /** Per line: resellable units go back to their variant's stock. */
  @Post(':id/inspect')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminReturnDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Not every line of the return, once' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not received, or already inspected' })
  inspectReturn(@Param('id', new UuidParamPipe()) id: string, @Body() body: InspectReturnDto, @Req() req: RequestWithUser): Promise<AdminReturnDto> {
    return this.inspectHandler.execute(new InspectReturnCommand(id, body, staffName(req.user!)));
  }

  /** A photo the shopper sent (0 to photoCount - 1); JPEG without metadata, never cached. */
  @Get(':id/photos/:position')
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'JPEG bytes, metadata stripped' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async getReturnPhoto(@Param('id', new UuidParamPipe()) id: string, @Param('position', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) position: number, @Res() res: Response): Promise<void> {
    const photo = await this.photoHandler.execute(id, position);
    res.setHeader('Cache-Control', 'no-store, private');
    res.type(photo.mimeType).send(photo.data);
  }

  /** Sends the refund through the payment's provider, once; a pay-on-delivery order's by Paystack transfer to its Mobile Money number, or owed by hand. */
  @Post(':id/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminReturnDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not inspected, or the refund is already on its way' })
  refundReturn(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<AdminReturnDto> {
    return this.refundHandler.execute(new RefundReturnCommand(id, staffName(req.user!)));
  }

  /** Staff sent a pay-on-delivery return's refund by Mobile Money by hand. */
  @Post(':id/refund-paid')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminReturnDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'No refund owed by hand' })
  markReturnRefundPaid(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<AdminReturnDto> {
    return this.refundHandler.markPaid(new MarkRefundPaidCommand(id, staffName(req.user!)));
  }
}
