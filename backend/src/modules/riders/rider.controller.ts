import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { RequestWithUser, RiderOnly } from '../identity/guards/auth.guards';
import { RoundDayQueryDto, roundDay } from './dto/round-day-query.dto';
import { DeliveryRoundDto } from './dto/rider.dto';
import { DeliveryRoundHandler } from './queries/rider-deliveries/delivery-round.handler';
import { DeliveryRoundQuery } from './queries/rider-deliveries/delivery-round.query';

/** The signed-in rider's own round: the orders assigned to it, and nothing else of the shop's. */
@Controller('rider')
@RiderOnly()
export class RiderController {
  constructor(private readonly deliveryRound: DeliveryRoundHandler) {}

  @Get('round')
  @ApiOkResponse({ type: DeliveryRoundDto })
  myRound(@Query() query: RoundDayQueryDto, @Req() req: RequestWithUser): Promise<DeliveryRoundDto> {
    return this.deliveryRound.execute(new DeliveryRoundQuery(req.user!.id, roundDay(query.day)));
  }
}
