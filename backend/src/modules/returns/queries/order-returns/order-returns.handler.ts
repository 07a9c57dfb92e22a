import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderingService } from '../../../ordering/ordering.service';
import { ReturnRequest } from '../../domain/return-request.entity';
import { ReturnDto } from '../../dto/return.dto';

/**
 * An order's returns, newest first, for its tracking page: what the order number already shows
 * (no contact details). An unknown order has none, as an order with no return does.
 */
@Injectable()
export class OrderReturnsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
  ) {}

  async execute(orderNumber: string): Promise<ReturnDto[]> {
    const order = await this.orders.findForReturn(this.dataSource.manager, { orderNumber: orderNumber.slice(0, 60) });
    if (!order) return [];
    const rows = await this.dataSource.getRepository(ReturnRequest).find({ where: { orderId: order.id }, order: { createdAt: 'DESC' }, take: 50 });
    return rows.map((row) => ReturnDto.from(row));
  }
}
