import { Injectable } from '@nestjs/common';
import { fromPesewas } from '@shop/rules';
import { lastGhanaDays } from '../../../../shared/ghana-time';
import { OrderingService } from '../../../ordering/ordering.service';
import { DailySalesDto } from './daily-sales.dto';
import { GetDailySalesQuery } from './get-daily-sales.query';

/** The overview's chart: orders and revenue per Ghana day, asked of the ordering module (it owns the orders). */
@Injectable()
export class GetDailySalesHandler {
  constructor(private readonly ordering: OrderingService) {}

  async execute({ days, now }: GetDailySalesQuery): Promise<DailySalesDto> {
    const period = lastGhanaDays(days, now);
    const sales = await this.ordering.dailySales(period);
    const totalRevenue = sales.reduce((sum, day) => sum + day.revenuePesewas, 0);
    return {
      period,
      days: sales.map((day) => ({ date: day.date, orders: day.orders, revenue: fromPesewas(day.revenuePesewas) })),
      totalOrders: sales.reduce((sum, day) => sum + day.orders, 0),
      totalRevenue: fromPesewas(totalRevenue),
    };
  }
}
