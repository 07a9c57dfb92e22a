import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { NotificationsService } from '../../../notifications/notifications.service';
import { OrderingService } from '../../../ordering/ordering.service';
import { expectStatus, lockReturn, returnFacts, step } from '../../domain/return-steps';
import { AdminReturnDto } from '../../dto/return.dto';
import { ReviewReturnCommand } from './review-return.command';

/** Staff approve a requested return (the shopper may send it) or refuse it with a message; the shopper hears either. */
@Injectable()
export class ReviewReturnHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly notifications: NotificationsService,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ returnId, verdict, message, by }: ReviewReturnCommand): Promise<AdminReturnDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      expectStatus(row, ['requested'], verdict);
      row.status = verdict;
      row.staffMessage = message?.trim() || null;
      row.timeline = [...row.timeline, step(verdict, by, row.staffMessage)];
      const exchanges = row.lines.filter((line) => line.exchangeFor);
      if (verdict === 'refused') {
        // The units held for an exchange go back on sale.
        for (const line of [...exchanges].sort((a, b) => (a.exchangeFor!.variantId < b.exchangeFor!.variantId ? -1 : 1))) await this.catalog.releaseStock(manager, line.exchangeFor!.variantId, line.quantity);
      } else if (exchanges.length > 0) {
        await this.orders.addExchangeLines(
          manager,
          row.orderId,
          exchanges.map((line) => ({ productId: line.productId, name: line.name, price: '0.00', quantity: line.quantity, size: line.exchangeFor!.size, color: line.exchangeFor!.color, variantId: line.exchangeFor!.variantId, image: null, exchangeFor: row.returnNumber })),
        );
      }
      const saved = await manager.save(row);
      const order = await this.orders.findForReturn(manager, { id: row.orderId });
      if (order) await this.notifications.returnStep(manager, order.facts, returnFacts(saved), verdict);
      return AdminReturnDto.forStaff(saved);
    });
  }
}
