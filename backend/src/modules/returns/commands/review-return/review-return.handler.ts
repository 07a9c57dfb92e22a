import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
  ) {}

  async execute({ returnId, verdict, message, by }: ReviewReturnCommand): Promise<AdminReturnDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      expectStatus(row, ['requested'], verdict);
      row.status = verdict;
      row.staffMessage = message?.trim() || null;
      row.timeline = [...row.timeline, step(verdict, by, row.staffMessage)];
      const saved = await manager.save(row);
      const order = await this.orders.findForReturn(manager, { id: row.orderId });
      if (order) await this.notifications.returnStep(manager, order.facts, returnFacts(saved), verdict);
      return AdminReturnDto.forStaff(saved);
    });
  }
}
