import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import type { Transactions } from '../../../../shared/transactions';
import { Promotion } from '../../domain/promotion.entity';
import { PromotionDto } from '../../dto/promotion.dto';
import { ListPromotionsHandler } from '../../queries/list-promotions/list-promotions.handler';
import { SetPromotionPausedCommand } from './set-promotion-paused.command';

@Injectable()
export class SetPromotionPausedHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    private readonly figures: ListPromotionsHandler,
  ) {}

  async execute({ promotionId, paused }: SetPromotionPausedCommand): Promise<PromotionDto> {
    await this.dataSource.transaction(async (manager) => {
      // The row lock keeps a pause from landing between an order's check and its count of the use.
      const rows: { paused: boolean }[] = await manager.query(`SELECT paused FROM promotions WHERE id = $1 FOR UPDATE`, [promotionId]);
      if (rows.length === 0) throw new NotFoundError('Promotion not found');
      if (rows[0].paused !== paused) await manager.update(Promotion, { id: promotionId }, { paused });
    });
    return this.figures.one(promotionId);
  }
}
