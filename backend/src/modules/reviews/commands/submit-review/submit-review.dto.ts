import { IsInt, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';

export class SubmitReviewDto {
  @IsInt()
  @Min(1)
  @Max(5)
  rating: number;

  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(10, 2000, { message: 'Please write at least 10 characters (at most 2000)' })
  comment: string;

  @IsUUID()
  productId: string;

  @IsUUID()
  orderId: string;

  /** Ignored: the reviewer is the order's customer. */
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(100)
  userId?: string | null;

  /** The name shown with the review; the order's name when absent. */
  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(200)
  userName?: string | null;

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(200)
  title?: string | null;
}
