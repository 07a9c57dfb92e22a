import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import { DIGITAL_ADDRESS, normaliseDigitalAddress, PHONE_NUMBER } from '@shop/rules';
import { MatchesRule } from '../../../shared/http/matches-rule.decorator';
import { MultiLine, SingleLine } from '../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../shared/http/trimmed.decorator';
import type { PickupPoint } from '../domain/pickup-point.entity';

export class PickupPointDto {
  id: string;
  name: string;
  address: string;
  @ApiProperty({ type: String, nullable: true, example: 'GA-183-8164' })
  digitalAddress: string | null;
  /** "Mon–Sat 9:00–18:00" */
  openingHours: string;
  phone: string;
  isActive: boolean;

  static from(point: PickupPoint): PickupPointDto {
    const { id, name, address, digitalAddress, openingHours, phone, isActive } = point;
    return { id, name, address, digitalAddress, openingHours, phone, isActive };
  }
}

/** A pickup point as the admin Delivery settings send it, whole. */
export class SavePickupPointDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(2, 80)
  name: string;

  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(3, 300)
  address: string;

  /** GhanaPostGPS, e.g. GA-183-8164; dashes optional and any case. */
  @ApiProperty({ type: String, nullable: true, required: false, example: 'GA-183-8164' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : (normaliseDigitalAddress(value) ?? value)) : value))
  @IsString()
  @MatchesRule(DIGITAL_ADDRESS, 'digitalAddress must be a GhanaPostGPS digital address like GA-183-8164')
  digitalAddress?: string | null;

  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(3, 200)
  openingHours: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @MatchesRule(PHONE_NUMBER, 'phone must be a phone number like +233 24 123 4567')
  phone: string;

  @IsBoolean()
  isActive: boolean;
}
