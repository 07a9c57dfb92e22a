import { IsISO8601, IsString, Length, Matches } from 'class-validator';
import { ArrayMaxSize } from 'class-validator';
import { NestedObjects } from '../../../shared/http/nested-objects.decorator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../shared/http/trimmed.decorator';

export class DeliveryHolidayDto {
  /** 'YYYY-MM-DD', Ghana calendar. */
  @IsISO8601({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date like 2027-03-10' })
  day: string;

  /** "Eid al-Fitr" */
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(2, 60)
  name: string;
}

/** The most days off staff keep at once: a few years of Eids and declared holidays. */
export const MAX_STAFF_HOLIDAYS = 60;

/** Every day off staff set (the Eids, holidays declared at short notice), replacing the list. */
export class SetDeliveryHolidaysDto {
  @ArrayMaxSize(MAX_STAFF_HOLIDAYS)
  @NestedObjects(() => DeliveryHolidayDto)
  holidays: DeliveryHolidayDto[];
}
