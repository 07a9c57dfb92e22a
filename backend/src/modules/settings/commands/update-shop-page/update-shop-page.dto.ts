import { IsString, Length } from 'class-validator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

export class UpdateShopPageDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 100)
  title: string;

  /** Markdown; any HTML in it is shown as text, never run. Trimmed: white space alone is no page. */
  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(1, 20000)
  markdown: string;
}
