import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { MultiLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

/** Approving: an optional message to the shopper (how to send the parcel). */
export class ApproveReturnDto {
  @IsOptional()
  @Trimmed()
  @IsString()
  @MultiLine()
  @MaxLength(1000)
  message?: string;
}

/** Refusing: the shopper is told why. */
export class RefuseReturnDto {
  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(5, 1000)
  message: string;
}
