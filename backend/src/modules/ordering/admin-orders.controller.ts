import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CodCollectionMethod } from '@shop/rules';
import { staffName } from '../identity/domain/user.entity';
import { RequestWithUser } from '../identity/guards/auth.guards';
import { CollectPayOnDeliveryCommand } from './commands/collect-pay-on-delivery/collect-pay-on-delivery.command';
import { CollectPayOnDeliveryDto } from './commands/collect-pay-on-delivery/collect-pay-on-delivery.dto';
import { CollectPayOnDeliveryHandler } from './commands/collect-pay-on-delivery/collect-pay-on-delivery.handler';
import { ConfirmPayOnDeliveryCommand } from './commands/confirm-pay-on-delivery/confirm-pay-on-delivery.command';
import { ConfirmPayOnDeliveryHandler } from './commands/confirm-pay-on-delivery/confirm-pay-on-delivery.handler';
import { RecordNotHomeCommand } from './commands/record-not-home/record-not-home.command';
import { RecordNotHomeHandler } from './commands/record-not-home/record-not-home.handler';
import { DoorNoteDto } from './commands/refuse-pay-on-delivery/door-note.dto';
import { RefusePayOnDeliveryCommand } from './commands/refuse-pay-on-delivery/refuse-pay-on-delivery.command';
import { RefusePayOnDeliveryHandler } from './commands/refuse-pay-on-delivery/refuse-pay-on-delivery.handler';
import { RequestMomoAtDoorCommand } from './commands/request-momo-at-door/request-momo-at-door.command';
import { RequestMomoAtDoorHandler } from './commands/request-momo-at-door/request-momo-at-door.handler';
import { Order } from './domain/order.entity';
import { ORDER_PAYMENTS, OrderPayments } from './ports/order-payments.port';
import { Response } from 'express';
import { adminPage } from '../../shared/http/admin-page';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { ChangeOrderStatusCommand } from './commands/change-order-status/change-order-status.command';
import { ChangeOrderStatusDto } from './commands/change-order-status/change-order-status.dto';
import { ChangeOrderStatusHandler } from './commands/change-order-status/change-order-status.handler';
import { OrderDto } from './dto/order.dto';
import { ListOrdersQueryDto } from './queries/list-orders/list-orders.dto';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListOrdersQuery } from './queries/list-orders/list-orders.query';

@Controller('admin/orders')
@AdminOnly('orders')
export class AdminOrdersController {
  constructor(
    private readonly listOrdersHandler: ListOrdersHandler,
    private readonly changeOrderStatusHandler: ChangeOrderStatusHandler,
    private readonly confirmHandler: ConfirmPayOnDeliveryHandler,
    private readonly collectHandler: CollectPayOnDeliveryHandler,
    private readonly requestMomoHandler: RequestMomoAtDoorHandler,
    private readonly refuseHandler: RefusePayOnDeliveryHandler,
    private readonly notHomeHandler: RecordNotHomeHandler,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One page of orders, newest first; the number of matching orders is in X-Total-Count. */
  @Get()
  @ApiOkResponse({ type: [OrderDto], headers: { 'X-Total-Count': { description: 'Orders matching the search', schema: { type: 'integer' } } } })
  async listOrders(@Query() query: ListOrdersQueryDto, @Res({ passthrough: true }) res: Response): Promise<OrderDto[]> {
    const { orders, total } = await this.listOrdersHandler.execute(new ListOrdersQuery(adminPage(query), query.paymentStatus ?? null));
    res.setHeader('X-Total-Count', String(total));
    return orders;
  }

  /** Any status (SPEC §4), except where money makes it unsafe (ADR 043). */
  @Patch(':id/status')
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Bad input; cancelling a paid order without a reason names `reason`' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The order is closed (refunded, being refunded or expired), or a reopened order\'s units are gone' })
  changeOrderStatus(@Param('id', new UuidParamPipe()) id: string, @Body() body: ChangeOrderStatusDto): Promise<OrderDto> {
    return this.changeOrderStatusHandler.execute(new ChangeOrderStatusCommand(id, body));
  }

  /** Staff confirmed a pay-on-delivery order with the shopper on the phone (who and when go in its history). */
  @Post(':id/pay-on-delivery/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order, or already cancelled' })
  async confirmPayOnDeliveryByPhone(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<OrderDto> {
    return this.withPayment(await this.confirmHandler.execute(new ConfirmPayOnDeliveryCommand({ orderId: id }, staffName(req.user!))));
  }

  /** The money was collected at the door, in cash or Mobile Money: exactly the order's total. The order becomes paid and delivered. */
  @Post(':id/pay-on-delivery/collect')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Bad input; an amount other than the order total names `amount`' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid (the body names its state)' })
  async collectPayOnDelivery(@Param('id', new UuidParamPipe()) id: string, @Body() body: CollectPayOnDeliveryDto, @Req() req: RequestWithUser): Promise<OrderDto> {
    return this.withPayment(await this.collectHandler.execute(new CollectPayOnDeliveryCommand(id, body.via as CodCollectionMethod, body.amount, staffName(req.user!))));
  }

  /** Sends a Mobile Money payment request (Paystack) to the shopper's phone; its webhook settles the order. */
  @Post(':id/pay-on-delivery/momo-request')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Mobile Money is not taken in this shop (names `method`)' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid (the body names its state)' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The payment provider could not be reached' })
  async requestMomoAtDoor(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<OrderDto> {
    const { order, payment } = await this.requestMomoHandler.execute(new RequestMomoAtDoorCommand(id, staffName(req.user!), this.config.payments.shopUrl));
    return { ...OrderDto.from(order), payment };
  }

  /** Refused at the door: cancelled, items back in stock, the refusal counted against the phone. */
  @Post(':id/pay-on-delivery/refuse')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid (the body names its state)' })
  async refusePayOnDelivery(@Param('id', new UuidParamPipe()) id: string, @Body() body: DoorNoteDto, @Req() req: RequestWithUser): Promise<OrderDto> {
    return this.withPayment(await this.refuseHandler.execute(new RefusePayOnDeliveryCommand(id, staffName(req.user!), body.note || null)));
  }

  /** No one at the door: the order stays out for delivery, the attempt and its note are kept with the time. */
  @Post(':id/pay-on-delivery/not-home')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid (the body names its state)' })
  async recordNotHome(@Param('id', new UuidParamPipe()) id: string, @Body() body: DoorNoteDto, @Req() req: RequestWithUser): Promise<OrderDto> {
    return this.withPayment(await this.notHomeHandler.execute(new RecordNotHomeCommand(id, staffName(req.user!), body.note || null)));
  }

  private async withPayment(order: Order): Promise<OrderDto> {
    return { ...OrderDto.from(order), payment: (await this.payments.latestFor([order.id])).get(order.id) ?? null };
  }
}
