import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import type { CodCollectionMethod } from '@shop/rules';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { staffName } from '../identity/domain/user.entity';
import { RequestWithUser, RiderOnly } from '../identity/guards/auth.guards';
import { ChangeOrderStatusCommand } from '../ordering/commands/change-order-status/change-order-status.command';
import { ChangeOrderStatusHandler } from '../ordering/commands/change-order-status/change-order-status.handler';
import { CollectPayOnDeliveryCommand } from '../ordering/commands/collect-pay-on-delivery/collect-pay-on-delivery.command';
import { CollectPayOnDeliveryDto } from '../ordering/commands/collect-pay-on-delivery/collect-pay-on-delivery.dto';
import { CollectPayOnDeliveryHandler } from '../ordering/commands/collect-pay-on-delivery/collect-pay-on-delivery.handler';
import { RecordNotHomeCommand } from '../ordering/commands/record-not-home/record-not-home.command';
import { RecordNotHomeHandler } from '../ordering/commands/record-not-home/record-not-home.handler';
import { DoorNoteDto } from '../ordering/commands/refuse-pay-on-delivery/door-note.dto';
import { RefusePayOnDeliveryCommand } from '../ordering/commands/refuse-pay-on-delivery/refuse-pay-on-delivery.command';
import { RefusePayOnDeliveryHandler } from '../ordering/commands/refuse-pay-on-delivery/refuse-pay-on-delivery.handler';
import { RequestMomoAtDoorCommand } from '../ordering/commands/request-momo-at-door/request-momo-at-door.command';
import { RequestMomoAtDoorHandler } from '../ordering/commands/request-momo-at-door/request-momo-at-door.handler';
import { RiderStops } from './commands/at-the-door/rider-stops';
import { RoundDayQueryDto, roundDay } from './dto/round-day-query.dto';
import { DeliveryRoundDto, DeliveryStopDto } from './dto/rider.dto';
import { DeliveryRoundHandler } from './queries/rider-deliveries/delivery-round.handler';
import { DeliveryRoundQuery } from './queries/rider-deliveries/delivery-round.query';

/**
 * The signed-in rider's own round: the orders assigned to it, and what happens at each door. The
 * door's commands are the ones staff use from the order drawer (ADR 054), recorded in the rider's
 * name, and only for orders on the rider's own rounds (404 for any other).
 */
@Controller('rider')
@RiderOnly()
export class RiderController {
  constructor(
    private readonly deliveryRound: DeliveryRoundHandler,
    private readonly stops: RiderStops,
    private readonly collect: CollectPayOnDeliveryHandler,
    private readonly requestMomo: RequestMomoAtDoorHandler,
    private readonly refuse: RefusePayOnDeliveryHandler,
    private readonly notHome: RecordNotHomeHandler,
    private readonly changeStatus: ChangeOrderStatusHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('round')
  @ApiOkResponse({ type: DeliveryRoundDto })
  myRound(@Query() query: RoundDayQueryDto, @Req() req: RequestWithUser): Promise<DeliveryRoundDto> {
    return this.deliveryRound.execute(new DeliveryRoundQuery(req.user!.id, roundDay(query.day)));
  }

  /** Cash or MoMo taken at the door: exactly the total; the order is paid and delivered. */
  @Post('orders/:id/collect')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryStopDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'The amount is not the order\'s total, or the method is unknown' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not on this rider\'s rounds' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid' })
  async collectAtDoor(@Param('id', new UuidParamPipe()) id: string, @Body() body: CollectPayOnDeliveryDto, @Req() req: RequestWithUser): Promise<DeliveryStopDto> {
    const assignment = await this.stops.own(req.user!.id, id);
    await this.collect.execute(new CollectPayOnDeliveryCommand(id, body.via as CodCollectionMethod, body.amount, staffName(req.user!)));
    return this.stops.stop(assignment);
  }

  /** A Mobile Money payment request to the shopper's phone, settled as any MoMo payment. */
  @Post('orders/:id/momo-request')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryStopDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not on this rider\'s rounds' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid' })
  async momoRequest(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<DeliveryStopDto> {
    const assignment = await this.stops.own(req.user!.id, id);
    await this.requestMomo.execute(new RequestMomoAtDoorCommand(id, staffName(req.user!), this.config.payments.shopUrl));
    return this.stops.stop(assignment);
  }

  /** Turned away at the door: cancelled, its items back in stock, the refusal counted against the phone. */
  @Post('orders/:id/refuse')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryStopDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not on this rider\'s rounds' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid' })
  async refuseAtDoor(@Param('id', new UuidParamPipe()) id: string, @Body() body: DoorNoteDto, @Req() req: RequestWithUser): Promise<DeliveryStopDto> {
    const assignment = await this.stops.own(req.user!.id, id);
    await this.refuse.execute(new RefusePayOnDeliveryCommand(id, staffName(req.user!), body.note || null));
    return this.stops.stop(assignment);
  }

  /** Nobody home: the order stays out for delivery, the note and time kept for staff. */
  @Post('orders/:id/not-home')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryStopDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not on this rider\'s rounds' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not a pay-on-delivery order out for delivery and unpaid' })
  async notHomeAtDoor(@Param('id', new UuidParamPipe()) id: string, @Body() body: DoorNoteDto, @Req() req: RequestWithUser): Promise<DeliveryStopDto> {
    const assignment = await this.stops.own(req.user!.id, id);
    await this.notHome.execute(new RecordNotHomeCommand(id, staffName(req.user!), body.note || null));
    return this.stops.stop(assignment);
  }

  /** A paid order handed over at the door. */
  @Post('orders/:id/delivered')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryStopDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not on this rider\'s rounds' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not paid, or not out for delivery' })
  async handedOver(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithUser): Promise<DeliveryStopDto> {
    const assignment = await this.stops.own(req.user!.id, id);
    await this.stops.checkHandOver(assignment);
    await this.changeStatus.execute(new ChangeOrderStatusCommand(id, { status: 'delivered' }));
    return this.stops.stop(assignment);
  }
}
