import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { currentRegionName, CUTOFF_TIME, type DeliveryTerms, fromPesewas, GHANA_REGIONS, toPesewas } from '@shop/rules';
import { IsMoneyAmount } from '../../../shared/http/money-amount.validator';
import { MatchesRule } from '../../../shared/http/matches-rule.decorator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../shared/http/trimmed.decorator';
import type { DeliveryZone } from '../domain/delivery-zone.entity';

/** The most business days a zone may promise: beyond that a shopper had better be told by phone. */
export const MAX_DELIVERY_DAYS = 30;

/** One delivery type as a zone runs it, amounts as "30.00" strings. */
export class DeliveryTermsDto {
  offered: boolean;
  @ApiProperty({ example: '30.00' })
  price: string;
  /** Free when the subtotal reaches this; null: never free. */
  @ApiProperty({ type: String, nullable: true, example: '200.00' })
  freeAbove: string | null;
  /** Business days after the day of ordering (0: the same day). */
  minDays: number;
  maxDays: number;
  /** Same-day only: the Ghana time ('HH:MM') after which it is not offered that day; null: any time. */
  @ApiProperty({ type: String, nullable: true, example: '12:00' })
  cutoff: string | null;

  static from(terms: DeliveryTerms): DeliveryTermsDto {
    return { offered: terms.offered, price: fromPesewas(terms.price), freeAbove: terms.freeAbove === null ? null : fromPesewas(terms.freeAbove), minDays: terms.minDays, maxDays: terms.maxDays, cutoff: terms.cutoff };
  }
}

export class DeliveryZoneTermsDto {
  standard: DeliveryTermsDto;
  @ApiProperty({ type: DeliveryTermsDto })
  'next-day': DeliveryTermsDto;
  @ApiProperty({ type: DeliveryTermsDto })
  'same-day': DeliveryTermsDto;
}

export class DeliveryZoneDto {
  id: string;
  name: string;
  @ApiProperty({ enum: GHANA_REGIONS, isArray: true })
  regions: string[];
  /** Serves every region no zone names ("rest of Ghana"); at most one zone is. */
  isDefault: boolean;
  /** Whether pay on delivery may be offered to this zone's shoppers. */
  payOnDelivery: boolean;
  options: DeliveryZoneTermsDto;

  static from(zone: DeliveryZone): DeliveryZoneDto {
    return {
      id: zone.id,
      name: zone.name,
      regions: GHANA_REGIONS.filter((region) => zone.regions.some((row) => row.region === region)),
      isDefault: zone.isDefault,
      payOnDelivery: zone.payOnDelivery,
      options: {
        standard: DeliveryTermsDto.from(zone.terms.standard),
        'next-day': DeliveryTermsDto.from(zone.terms['next-day']),
        'same-day': DeliveryTermsDto.from(zone.terms['same-day']),
      },
    };
  }
}

export class DeliveryTermsInputDto {
  @IsBoolean()
  offered: boolean;

  @IsMoneyAmount('30.00')
  price: string;

  /** Leave out or null for never free. */
  @ApiProperty({ type: String, nullable: true, required: false, example: '200.00' })
  @IsOptional()
  @IsMoneyAmount('200.00')
  freeAbove?: string | null;

  @IsInt()
  @Min(0)
  @Max(MAX_DELIVERY_DAYS)
  minDays: number;

  @IsInt()
  @Min(0)
  @Max(MAX_DELIVERY_DAYS)
  maxDays: number;

  /** Same-day only, Ghana time on the 24-hour clock. */
  @ApiProperty({ type: String, nullable: true, required: false, example: '12:00' })
  @ValidateIf((terms: DeliveryTermsInputDto) => terms.cutoff != null)
  @IsString()
  @MatchesRule(CUTOFF_TIME, 'cutoff must be a time like 12:00')
  cutoff?: string | null;

  static toTerms(input: DeliveryTermsInputDto): DeliveryTerms {
    return {
      offered: input.offered,
      price: toPesewas(input.price),
      freeAbove: input.freeAbove == null ? null : toPesewas(input.freeAbove),
      minDays: input.minDays,
      maxDays: input.maxDays,
      cutoff: input.cutoff ?? null,
    };
  }
}

export class DeliveryZoneTermsInputDto {
  @IsObject()
  @ValidateNested()
  @Type(() => DeliveryTermsInputDto)
  standard: DeliveryTermsInputDto;

  @ApiProperty({ type: DeliveryTermsInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => DeliveryTermsInputDto)
  'next-day': DeliveryTermsInputDto;

  @ApiProperty({ type: DeliveryTermsInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => DeliveryTermsInputDto)
  'same-day': DeliveryTermsInputDto;
}

/** A zone as the admin Delivery settings send it, whole, to create or replace one. */
export class SaveDeliveryZoneDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(2, 80)
  name: string;

  /** Ghana's regions this zone serves; 'Brong Ahafo' is read as Bono. */
  @ApiProperty({ enum: GHANA_REGIONS, isArray: true })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map(currentRegionName) : value))
  @IsArray()
  @ArrayMaxSize(GHANA_REGIONS.length)
  @ArrayUnique()
  @IsIn(GHANA_REGIONS, { each: true })
  regions: string[];

  /** This zone also serves every region no zone names. */
  @IsBoolean()
  isDefault: boolean;

  @IsBoolean()
  payOnDelivery: boolean;

  @IsObject()
  @ValidateNested()
  @Type(() => DeliveryZoneTermsInputDto)
  options: DeliveryZoneTermsInputDto;
}
