import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_LINE_QUANTITY } from '@shop/rules';
import { NestedObjects } from '../../../../shared/http/nested-objects.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MAX_RETURN_PHOTOS, RETURN_REASONS, ReturnReason } from '../../domain/return-rules';

export class ReturnLineInputDto {
  /** The line's index in the order's items, as text ("0" for the first). */
  @IsString()
  @Matches(/^\d{1,2}$/, { message: 'orderItemId must be the index of a line of the order' })
  orderItemId: string;

  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity: number;

  /** Exchange instead of a refund: another size or colour (variant) of the same product, held at once. */
  @IsOptional()
  @IsUUID()
  exchangeVariantId?: string;
}

/** What a shopper asks back; a quote takes the same body and writes nothing. */
export class StartReturnDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 50)
  orderNumber: string;

  /** The order's e-mail or phone: required unless the signed-in customer owns the order. */
  @IsOptional()
  @Trimmed()
  @IsString()
  @SingleLine()
  @MaxLength(255)
  contact?: string;

  @NestedObjects(() => ReturnLineInputDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  lines: ReturnLineInputDto[];

  @ApiProperty({ enum: RETURN_REASONS })
  @IsIn(RETURN_REASONS)
  reason: ReturnReason;

  @IsOptional()
  @Trimmed()
  @IsString()
  @MultiLine()
  @MaxLength(1000)
  note?: string;

  /**
   * Photos of the item (a flaw, a wrong item), up to 3: data URLs or bare base64 of JPEG, PNG or
   * WebP under 5 MB each (the storefront shrinks them to 1600 px first). Only staff see them.
   * A quote ignores them.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_RETURN_PHOTOS)
  @IsString({ each: true })
  @MaxLength(7_200_000, { each: true })
  photos?: string[];
}
