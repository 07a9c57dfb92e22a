import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import { DeliveryService } from '../../delivery.service';
import { DeliveryHoliday } from '../../domain/delivery-holiday.entity';
import { DeliveryHolidayDto } from '../../dto/delivery-holiday.dto';
import { SetDeliveryHolidaysCommand } from './set-delivery-holidays.command';

/** Staff replace the days off they set (the Eids); every estimate from then on skips them. */
@Injectable()
export class SetDeliveryHolidaysHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryService,
  ) {}

  async execute({ input }: SetDeliveryHolidaysCommand): Promise<DeliveryHolidayDto[]> {
    const seen = new Set<string>();
    input.holidays.forEach((holiday, index) => {
      if (seen.has(holiday.day)) throw new InvalidInputError({ [`holidays.${index}.day`]: [`${holiday.day} is listed twice`] });
      seen.add(holiday.day);
    });
    return this.dataSource.transaction(async (manager) => {
      await this.delivery.changing(manager);
      await manager.createQueryBuilder().delete().from(DeliveryHoliday).execute();
      if (input.holidays.length > 0) await manager.insert(DeliveryHoliday, input.holidays.map(({ day, name }) => ({ day, name })));
      return (await manager.find(DeliveryHoliday, { order: { day: 'ASC' } })).map(({ day, name }) => ({ day, name }));
    });
  }
}
