import { Body, Controller, Get, Headers, HttpStatus, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { readIdempotencyKey } from '../../shared/http/idempotency-key';
import { InvalidInputError } from '../../shared/http/domain-errors';
import { RateLimit, rateLimitClient, TRACK_ORDER_LIMIT } from '../../shared/http/rate-limit';
import { readCartOwner } from '../cart/cart-owner';
import { RequestWithUser, SignedInGuard } from '../identity/guards/auth.guards';
import { PlaceOrderCommand } from './commands/place-order/place-order.command';
import { PlaceOrderDto } from './commands/place-order/place-order.dto';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { OrderDto, TrackedOrderDto } from './dto/order.dto';
import { ListMyOrdersHandler } from './queries/list-my-orders/list-my-orders.handler';
import { ListMyOrdersQuery } from './queries/list-my-orders/list-my-orders.query';
import { TrackOrderHandler } from './queries/track-order/track-order.handler';
import { TrackOrderQuery } from './queries/track-order/track-order.query';

@ApiTags('ordering')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly placeOrderHandler: PlaceOrderHandler,
    private readonly trackOrderHandler: TrackOrderHandler,
    private readonly listMyOrdersHandler: ListMyOrdersHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The signed-in shopper's orders (the home page shows the first 3). */
  @Get()
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [OrderDto] })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  listMyOrders(@Req() req: RequestWithUser): Promise<OrderDto[]> {
    return this.listMyOrdersHandler.execute(new ListMyOrdersQuery(req.user!.id, req.user!.phone));
  }

  /**
   * Places a guest (or signed-in) order. A retry with the same Idempotency-Key answers the order
   * already placed (200) instead of placing a second one.
   */
  @Post()
  @RateLimit('place-order', 30, 600)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A random id made when the checkout opens' })
  @ApiCreatedResponse({ type: OrderDto, description: 'Order placed' })
  @ApiOkResponse({ type: OrderDto, description: 'The order already placed with this Idempotency-Key' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Totals differ from the server (the body has its totals) or a product no longer fits' })
  async placeOrder(
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderDto> {
    const key = readIdempotencyKey(idempotencyKey);
    const userId = req.session?.userId ?? null;
    const { order, created } = await this.placeOrderHandler.execute(new PlaceOrderCommand(body, readCartOwner(req), userId, key, this.config.payments.shopUrl, rateLimitClient(req), this.config.rateLimit ? this.config.holdLimits : null));
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return order;
  }

  /** Public tracking by order number (rate-limited); never carries the e-mail or phone. */
  @Get('track/:orderNumber')
  @RateLimit(...TRACK_ORDER_LIMIT)
  @ApiOkResponse({ type: TrackedOrderDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  trackOrder(@Param('orderNumber') orderNumber: string): Promise<TrackedOrderDto> {
    return this.trackOrderHandler.execute(new TrackOrderQuery(orderNumber.slice(0, 50)));
  }
}
