import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Promotion } from '../../domain/promotion.entity';
import { PromotionDto } from '../../dto/promotion.dto';
import { ListPromotionsQuery } from './list-promotions.query';

interface Figures {
  promotionId: string;
  revenue: string;
  discountGiven: string;
}

@Injectable()
export class ListPromotionsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(_query: ListPromotionsQuery): Promise<PromotionDto[]> {
    const promotions = await this.dataSource.manager.find(Promotion, { order: { createdAt: 'DESC', id: 'ASC' } });
    const figures = await this.figures(promotions.map((promotion) => promotion.id));
    return promotions.map((promotion) => PromotionDto.from(promotion, figures.get(promotion.id) ?? { revenue: '0.00', discountGiven: '0.00' }));
  }

  async one(promotionId: string): Promise<PromotionDto> {
    const promotion = await this.dataSource.manager.findOneBy(Promotion, { id: promotionId });
    if (!promotion) throw new NotFoundError('Promotion not found');
    return PromotionDto.from(promotion, (await this.figures([promotionId])).get(promotionId) ?? { revenue: '0.00', discountGiven: '0.00' });
  }

  /** Revenue counts paid orders; discounts given, every order not cancelled. */
  private async figures(ids: string[]): Promise<Map<string, Figures>> {
    if (ids.length === 0) return new Map();
    const rows: Figures[] = await this.dataSource.query(
      `SELECT "promotionId",
              COALESCE(SUM("orderTotal") FILTER (WHERE "paidAt" IS NOT NULL), 0)::numeric(14,2)::text AS revenue,
              COALESCE(SUM(discount), 0)::numeric(14,2)::text AS "discountGiven"
         FROM promotion_uses WHERE "promotionId" = ANY($1::uuid[]) AND "cancelledAt" IS NULL GROUP BY "promotionId"`,
      [ids],
    );
    return new Map(rows.map((row) => [row.promotionId, row]));
  }
}
