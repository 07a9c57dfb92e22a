import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import { Trimmed } from '../../../shared/http/trimmed.decorator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { ShippingAddressInputDto } from '../../ordering/commands/place-order/place-order.dto';
import { ShippingAddressDto } from '../../ordering/dto/order.dto';
import { SavedAddress } from '../domain/saved-address.entity';

/**
 * A saved address as sent: the checkout's own shipping address (its validators, written once in
 * ordering), with a name for it and whether it becomes the default.
 */
export class SavedAddressInputDto extends ShippingAddressInputDto {
  /** The customer's name for it, e.g. 'Home' or 'Office'. */
  @ApiProperty({ required: false, example: 'Home' })
  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @Length(1, 40)
  label?: string;

  /** Make it the default (the one checkout picks first). A customer's first address is the default anyway. */
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;
}

/** One of the signed-in customer's saved addresses. */
export class SavedAddressDto extends ShippingAddressDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ nullable: true, type: String, example: 'Home' })
  label: string | null;

  /** The one checkout picks first; exactly one address is the default while any exist. */
  isDefault: boolean;

  static of(saved: SavedAddress): SavedAddressDto {
    return {
      id: saved.id,
      label: saved.label,
      ...ShippingAddressDto.from({
        address: saved.address,
        city: saved.city,
        region: saved.region,
        country: saved.country,
        ...(saved.digitalAddress ? { digitalAddress: saved.digitalAddress } : {}),
        ...(saved.landmark ? { landmark: saved.landmark } : {}),
        ...(saved.lat != null && saved.lng != null ? { lat: saved.lat, lng: saved.lng } : {}),
      }),
      isDefault: saved.isDefault,
    };
  }
}
