import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CHECKOUT_DELIVERY_TYPES,
  currentRegionName,
  DIGITAL_ADDRESS,
  GHANA_BOUNDS,
  GHANA_REGIONS,
  LANDMARK_LENGTH,
  MAX_LINE_QUANTITY,
  normaliseDigitalAddress,
  ORDER_UPDATE_CHANNELS,
  PAYMENT_METHODS,
  PHONE_NUMBER,
  SHIPPING_ADDRESS_LENGTHS,
} from '@shop/rules';
import { NestedObjects } from '../../../../shared/http/nested-objects.decorator';
import { IsMoneyAmount } from '../../../../shared/http/money-amount.validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { CartSessionId } from '../../../cart/dto/cart-session-id';
import { ProductChoiceDto } from '../../../catalog/dto/product-choice.dto';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { EmailAddress, PersonName } from '../../../../shared/http/person-fields.decorator';

export class ShippingAddressInputDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(SHIPPING_ADDRESS_LENGTHS.address.min, SHIPPING_ADDRESS_LENGTHS.address.max)
  address: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(SHIPPING_ADDRESS_LENGTHS.city.min, SHIPPING_ADDRESS_LENGTHS.city.max)
  city: string;

  /** One of Ghana's sixteen regions; 'Brong Ahafo', from before 2019, is taken and stored as Bono (ADR 052). */
  @ApiProperty({ enum: GHANA_REGIONS })
  @Transform(({ value }: { value: unknown }) => currentRegionName(value))
  @IsIn(GHANA_REGIONS)
  region: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(SHIPPING_ADDRESS_LENGTHS.country.min, SHIPPING_ADDRESS_LENGTHS.country.max)
  country: string;

  /** GhanaPostGPS digital address; dashes optional and any case, stored as GA-183-8164. */
  @ApiProperty({ required: false, example: 'GA-183-8164' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseDigitalAddress(value) ?? value) : value))
  @IsString()
  @MatchesRule(DIGITAL_ADDRESS, 'digitalAddress must be a GhanaPostGPS digital address like GA-183-8164')
  digitalAddress?: string;

  /** What a rider looks for, e.g. 'opposite Star Oil, Kasoa toll booth'. */
  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @Length(LANDMARK_LENGTH.min, LANDMARK_LENGTH.max)
  landmark?: string;

  /** The delivery pin's latitude, inside Ghana; sent with lng or not at all. */
  @ValidateIf((address: ShippingAddressInputDto) => address.lat != null || address.lng != null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(GHANA_BOUNDS.lat.min)
  @Max(GHANA_BOUNDS.lat.max)
  lat?: number;

  /** The delivery pin's longitude, inside Ghana; sent with lat or not at all. */
  @ValidateIf((address: ShippingAddressInputDto) => address.lat != null || address.lng != null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(GHANA_BOUNDS.lng.min)
  @Max(GHANA_BOUNDS.lng.max)
  lng?: number;
}

export class OrderItemInputDto extends ProductChoiceDto {
  @IsUUID()
  productId: string;

  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity: number;

  /** Shown to the shopper; the server takes the name from the catalog. */
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(255)
  name?: string;

  /** The price the shopper saw; the server charges the catalog price. */
  @IsOptional()
  @IsMoneyAmount()
  price?: string;

  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(500)
  image?: string | null;
}

export class PlaceOrderDto {
  @CartSessionId()
  sessionId: string;

  @EmailAddress()
  email: string;

  @PersonName()
  firstName: string;

  @PersonName()
  lastName: string;

  /** Ghana numbers like +233 24 123 4567 or 024 123 4567. */
  @Trimmed()
  @MatchesRule(PHONE_NUMBER, 'phone must be a phone number like +233 24 123 4567')
  phone: string;

  @IsObject()
  @ValidateNested()
  @Type(() => ShippingAddressInputDto)
  shippingAddress: ShippingAddressInputDto;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS)
  paymentMethod: string;

  /** Ignored: a new order's payment is always pending. */
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(20)
  paymentStatus?: string;

  /** Ignored: a new order is always `ordered`. */
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(20)
  orderStatus?: string;

  /** A door-to-door type the region's zone offers, or `pickup` with a pickupPointId (ADR 053). */
  @ApiProperty({ enum: CHECKOUT_DELIVERY_TYPES })
  @IsIn(CHECKOUT_DELIVERY_TYPES)
  deliveryType: string;

  /** How the shopper hears about the order on the phone: `whatsapp` for WhatsApp, falling back to SMS when WhatsApp fails (ADR 067). Omitted: SMS. */
  @ApiProperty({ enum: ORDER_UPDATE_CHANNELS, required: false, default: 'sms' })
  @IsOptional()
  @IsIn(ORDER_UPDATE_CHANNELS)
  updatesBy?: 'sms' | 'whatsapp';

  /** With deliveryType `pickup`: the point the shopper collects from (GET /api/delivery/options lists them). */
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID()
  pickupPointId?: string;

  @NestedObjects(() => OrderItemInputDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  items: OrderItemInputDto[];

  /** The totals the shopper saw; an order whose totals differ from the server's is refused with 409. */
  @IsMoneyAmount('171.00')
  subtotal: string;

  /** The delivery price the shopper saw; one that differs from the zone's answers 409 with the server's (ADR 053). */
  @IsMoneyAmount('30.00')
  shipping: string;

  /** The discount the shopper saw (promotions, subtotal and delivery together); one that differs from the server's answers 409 with it. Omitted: none. */
  @IsOptional()
  @IsMoneyAmount('0.00')
  discount?: string;

  /** One promo code per order, as typed; one that no longer applies answers 409 naming it. */
  @ApiProperty({ required: false, example: 'AKWAABA10' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @SingleLine()
  @MaxLength(32)
  promoCode?: string;

  @IsMoneyAmount('8.55')
  tax: string;

  @IsMoneyAmount('209.55')
  total: string;

  /** Ignored: the server works the date out from the delivery option. */
  @ApiProperty({ required: false, format: 'date-time' })
  @IsOptional()
  @IsISO8601()
  estimatedDeliveryDate?: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(1000)
  notes?: string;

  /**
   * A signed-in customer's "Save this address": the shipping address is kept in their saved
   * addresses with the order, in its transaction (ADR 064). Ignored for a guest, for an address
   * already kept, and once five are kept.
   */
  @IsOptional()
  @IsBoolean()
  saveAddress?: boolean;
}
