import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit, TRACK_ORDER_LIMIT } from '../../shared/http/rate-limit';
import { IdentityService } from '../identity/identity.service';
import { StartReturnCommand } from './commands/start-return/start-return.command';
import { StartReturnDto } from './commands/start-return/start-return.dto';
import { StartReturnHandler } from './commands/start-return/start-return.handler';
import { ReturnDto, ReturnQuoteDto } from './dto/return.dto';
import { OrderReturnsQueryDto } from './queries/order-returns/order-returns.dto';
import { OrderReturnsHandler } from './queries/order-returns/order-returns.handler';
import { TrackReturnHandler } from './queries/track-return/track-return.handler';
import { Request } from 'express';

/** A shopper's returns (ADR 069): a guest proves the order with its e-mail or phone; a signed-in customer's own orders need neither. */
@ApiTags('returns')
@Controller('returns')
export class ReturnsController {
  constructor(
    private readonly startHandler: StartReturnHandler,
    private readonly trackHandler: TrackReturnHandler,
    private readonly orderReturnsHandler: OrderReturnsHandler,
    private readonly identity: IdentityService,
  ) {}

  /** The return delivery fee and the refund the shopper would get: shown before confirming; nothing is written. */
  @Post('quote')
  @HttpCode(HttpStatus.OK)
  @RateLimit(...TRACK_ORDER_LIMIT)
  @ApiOkResponse({ type: ReturnQuoteDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such order with that e-mail or phone' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not delivered, past the 14 days, or a line already returned' })
  async quoteReturn(@Body() body: StartReturnDto, @Req() req: Request): Promise<ReturnQuoteDto> {
    return this.startHandler.quote(new StartReturnCommand(body, await this.customer(req)));
  }

  @Post()
  @RateLimit('start-return', 20, 600)
  @ApiCreatedResponse({ type: ReturnDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such order with that e-mail or phone' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not delivered, past the 14 days, or a line already returned' })
  async startReturn(@Body() body: StartReturnDto, @Req() req: Request): Promise<ReturnDto> {
    return this.startHandler.execute(new StartReturnCommand(body, await this.customer(req)));
  }

  /** An order's returns, newest first, for its tracking page (rate-limited like order tracking; none for an unknown order). */
  @Get()
  @RateLimit(...TRACK_ORDER_LIMIT)
  @ApiOkResponse({ type: [ReturnDto] })
  listOrderReturns(@Query() query: OrderReturnsQueryDto): Promise<ReturnDto[]> {
    return this.orderReturnsHandler.execute(query.order);
  }

  /** A return by its RT- number (rate-limited like order tracking). */
  @Get(':returnNumber')
  @RateLimit(...TRACK_ORDER_LIMIT)
  @ApiOkResponse({ type: ReturnDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  trackReturn(@Param('returnNumber') returnNumber: string): Promise<ReturnDto> {
    return this.trackHandler.execute(returnNumber);
  }

  private async customer(req: Request): Promise<{ id: string; phone: string | null } | null> {
    const userId = req.session?.userId;
    if (!userId) return null;
    const user = await this.identity.findById(userId);
    return user && !user.disabledAt ? { id: user.id, phone: user.phone ?? null } : null;
  }
}
