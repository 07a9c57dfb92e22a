import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { expectStatus, lockReturn, step } from '../../domain/return-steps';
import { AdminReturnDto } from '../../dto/return.dto';
import { OrderLinesReturned } from '../../events/order-lines-returned.event';
import { ReceiveReturnCommand } from './receive-return.command';

/**
 * The parcel arrived: its lines are back at the shop (not yet in stock: inspection decides). What
 * follows the commit (the shopper's message, supplier payouts) hangs on OrderLinesReturned.
 */
@Injectable()
export class ReceiveReturnHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ returnId, by }: ReceiveReturnCommand): Promise<AdminReturnDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      expectStatus(row, ['approved'], 'marked received');
      row.status = 'received';
      row.timeline = [...row.timeline, step('received', by)];
      return manager.save(row);
    });
    await this.events.emitAsync(
      OrderLinesReturned.eventName,
      new OrderLinesReturned(saved.id, saved.orderId, saved.lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity }))),
    );
    return AdminReturnDto.forStaff(saved);
  }
}
