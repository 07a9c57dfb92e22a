import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { toPesewas } from '@shop/rules';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { DeliveryOptionsDto } from './dto/delivery-options.dto';
import { GetDeliveryOptionsQueryDto } from './queries/get-delivery-options/get-delivery-options.dto';
import { GetDeliveryOptionsHandler } from './queries/get-delivery-options/get-delivery-options.handler';
import { GetDeliveryOptionsQuery } from './queries/get-delivery-options/get-delivery-options.query';

@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly getDeliveryOptionsHandler: GetDeliveryOptionsHandler) {}

  /** The delivery choices for a region and subtotal, with their prices and dates, the pickup points and whether pay on delivery may be offered. */
  @Get('options')
  @ApiOkResponse({ type: DeliveryOptionsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  getDeliveryOptions(@Query() query: GetDeliveryOptionsQueryDto): Promise<DeliveryOptionsDto> {
    return this.getDeliveryOptionsHandler.execute(new GetDeliveryOptionsQuery(query.region, toPesewas(query.subtotal ?? '0')));
  }
}
