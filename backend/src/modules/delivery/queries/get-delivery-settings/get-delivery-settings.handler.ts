import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addCalendarDays, ghanaClock, ghanaHolidays } from '@shop/rules';
import { DataSource } from 'typeorm';
import { DeliveryHoliday } from '../../domain/delivery-holiday.entity';
import { DeliveryZone } from '../../domain/delivery-zone.entity';
import { PickupPoint } from '../../domain/pickup-point.entity';
import { DeliverySettingsDto } from '../../dto/delivery-settings.dto';
import { DeliveryZoneDto } from '../../dto/delivery-zone.dto';
import { PickupPointDto } from '../../dto/pickup-point.dto';
import { GetDeliverySettingsQuery } from './get-delivery-settings.query';

/** The zones, every pickup point (closed ones too) and the days off, for the admin Delivery settings. */
@Injectable()
export class GetDeliverySettingsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ now }: GetDeliverySettingsQuery): Promise<DeliverySettingsDto> {
    const manager = this.dataSource.manager;
    const [zones, pickupPoints, holidays] = await Promise.all([
      manager.find(DeliveryZone, { relations: { regions: true }, order: { name: 'ASC' } }),
      manager.find(PickupPoint, { order: { name: 'ASC' } }),
      manager.find(DeliveryHoliday, { order: { day: 'ASC' } }),
    ]);
    const today = ghanaClock(now).day;
    const yearOn = addCalendarDays(today, 365);
    const year = Number(today.slice(0, 4));
    const upcomingHolidays = [...ghanaHolidays(year, holidays), ...ghanaHolidays(year + 1, holidays)].filter((holiday) => holiday.day >= today && holiday.day <= yearOn);
    return {
      zones: zones.map((zone) => DeliveryZoneDto.from(zone)),
      pickupPoints: pickupPoints.map((point) => PickupPointDto.from(point)),
      holidays: holidays.map(({ day, name }) => ({ day, name })),
      upcomingHolidays,
    };
  }
}
