import { Injectable } from '@nestjs/common';
import { formatDeliveryEstimate, fromPesewas } from '@shop/rules';
import { deliveryChoices, termsForRegion } from '../../domain/delivery-choices';
import { DeliveryService } from '../../delivery.service';
import { DeliveryOptionsDto } from '../../dto/delivery-options.dto';
import { PickupPointDto } from '../../dto/pickup-point.dto';
import { GetDeliveryOptionsQuery } from './get-delivery-options.query';

/** The choices checkout offers a region now, priced for the subtotal: the very figures the order will be charged. */
@Injectable()
export class GetDeliveryOptionsHandler {
  constructor(private readonly delivery: DeliveryService) {}

  async execute({ region, subtotal, now }: GetDeliveryOptionsQuery): Promise<DeliveryOptionsDto> {
    const facts = await this.delivery.facts();
    return {
      region,
      choices: deliveryChoices(facts, region, subtotal, now).map((choice) => ({
        type: choice.type,
        label: choice.label,
        price: fromPesewas(choice.price),
        freeAbove: choice.freeAbove === null ? null : fromPesewas(choice.freeAbove),
        estimate: { ...choice.estimate, text: formatDeliveryEstimate(choice.estimate) },
      })),
      pickupPoints: facts.pickupPoints.map((point) => PickupPointDto.from(point)),
      payOnDelivery: termsForRegion(facts, region)?.payOnDelivery ?? false,
    };
  }
}
