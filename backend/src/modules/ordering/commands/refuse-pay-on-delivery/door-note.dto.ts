import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

/** What the rider saw at the door, for staff. */
export class DoorNoteDto {
  @IsOptional()
  @Trimmed()
  @IsString()
  @SingleLine()
  @MaxLength(500)
  note?: string;
}
