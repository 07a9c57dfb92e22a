import { ApiProperty } from '@nestjs/swagger';
import { CHECKOUT_DELIVERY_TYPES } from '@shop/rules';
import { PickupPointDto } from './pickup-point.dto';

export class DeliveryEstimateDto {
  /** The first and last Ghana day it may arrive ('YYYY-MM-DD'); the same day for one date. */
  from: string;
  to: string;
  /** 'Mon 30 Nov' or 'Tue 1 Dec – Thu 3 Dec', the words the order e-mail and tracking repeat. */
  text: string;
}

export class DeliveryChoiceDto {
  @ApiProperty({ enum: CHECKOUT_DELIVERY_TYPES })
  type: string;
  /** "Standard Delivery" */
  label: string;
  /** What it costs on this subtotal: "0.00" when free. */
  @ApiProperty({ example: '30.00' })
  price: string;
  /** The subtotal from which it is free; null: never free. */
  @ApiProperty({ type: String, nullable: true, example: '200.00' })
  freeAbove: string | null;
  estimate: DeliveryEstimateDto;
}

/** What a shopper in one region may choose, priced for one subtotal, with the dates promised now. */
export class DeliveryOptionsDto {
  /** The region as the shop keeps it ('Brong Ahafo' answers as Bono). */
  region: string;
  /** The offered door-to-door types, then pickup when a pickup point is open. */
  choices: DeliveryChoiceDto[];
  /** Active pickup points, each free ("pickup" with its id). */
  pickupPoints: PickupPointDto[];
  /** Whether pay on delivery may be offered in this region. */
  payOnDelivery: boolean;
}
