import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { DELIVERY_TYPES, PHONE_NUMBER } from '@shop/rules';
import { IsMoneyAmount } from '../../../../shared/http/money-amount.validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { CART_SESSION_ID } from '../../../cart/dto/cart-session-id';
import { GHANA_REGIONS, PAYMENT_METHODS } from '../../domain/order-status';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

export class ShippingAddressInputDto {
  @Trimmed()
  @IsString()
  @Length(3, 300)
  address: string;

  @Trimmed()
  @IsString()
  @Length(2, 100)
  city: string;

  @ApiProperty({ enum: GHANA_REGIONS })
  @IsIn(GHANA_REGIONS)
  region: string;

  @Trimmed()
  @IsString()
  @Length(2, 100)
  country: string;
}

export class OrderItemInputDto {
  @IsUUID()
  productId: string;

  @IsInt()
  @Min(1)
  @Max(999)
  quantity: number;

  @IsOptional()
  @IsString()
  @MaxLength(20)
  size?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  color?: string | null;

  /** Shown to the shopper; the server takes the name from the catalog. */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  name?: string;

  /** The price the shopper saw; the server charges the catalog price. */
  @IsOptional()
  @IsMoneyAmount()
  price?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  image?: string | null;
}

export class PlaceOrderDto {
  @Matches(CART_SESSION_ID, { message: 'sessionId must be 6 to 64 letters, digits, - or _' })
  sessionId: string;

  @IsEmail()
  @MaxLength(255)
  email: string;

  @Trimmed()
  @IsString()
  @Length(1, 100)
  firstName: string;

  @Trimmed()
  @IsString()
  @Length(1, 100)
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
  @MaxLength(20)
  paymentStatus?: string;

  /** Ignored: a new order is always `ordered`. */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  orderStatus?: string;

  @ApiProperty({ enum: DELIVERY_TYPES })
  @IsIn(DELIVERY_TYPES)
  deliveryType: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => OrderItemInputDto)
  items: OrderItemInputDto[];

  /** The totals the shopper saw; an order whose totals differ from the server's is refused with 409. */
  @IsMoneyAmount('171.00')
  subtotal: string;

  @IsMoneyAmount('30.00')
  shipping: string;

  @IsMoneyAmount('8.55')
  tax: string;

  @IsMoneyAmount('209.55')
  total: string;

  /** Ignored: the server works the date out from the delivery option. */
  @IsOptional()
  @IsISO8601()
  estimatedDeliveryDate?: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string;
}
