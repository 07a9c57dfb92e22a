import { DeliveryHolidayDto } from './delivery-holiday.dto';
import { DeliveryZoneDto } from './delivery-zone.dto';
import { PickupPointDto } from './pickup-point.dto';

/** Everything the admin Delivery settings edit, read at once. */
export class DeliverySettingsDto {
  zones: DeliveryZoneDto[];
  pickupPoints: PickupPointDto[];
  /** The days off staff set; the fixed and computed public holidays are in `upcomingHolidays`. */
  holidays: DeliveryHolidayDto[];
  /** Every day off from today for a year, staff's and the law's, as the estimates count them. */
  upcomingHolidays: DeliveryHolidayDto[];
}
