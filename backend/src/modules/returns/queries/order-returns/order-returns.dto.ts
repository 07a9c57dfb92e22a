import { IsString, Length } from 'class-validator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

export class OrderReturnsQueryDto {
  /** The order's number, as on its tracking page (any spacing or case). */
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 50)
  order: string;
}
