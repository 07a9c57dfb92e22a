import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { CancelBackInStockCommand } from './cancel-back-in-stock.command';

/**
 * Withdraws a request before its text: its random id, which only the browser that asked holds, is
 * the key. A request already texted or cancelled stays as it is (no error: the shopper's wish holds).
 */
@Injectable()
export class CancelBackInStockHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ requestId }: CancelBackInStockCommand): Promise<void> {
    const [row]: { id: string }[] = await this.dataSource.query(
      `WITH found AS (SELECT id FROM back_in_stock_requests WHERE id = $1),
            ended AS (UPDATE back_in_stock_requests SET status = 'cancelled', "endedAt" = now() WHERE id = $1 AND status = 'open' RETURNING id)
       SELECT id FROM found`,
      [requestId],
    );
    if (!row) throw new NotFoundError('Request not found');
  }
}
