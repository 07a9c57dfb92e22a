import { Injectable } from '@nestjs/common';
import { fromPesewas } from '@shop/rules';
import { lastGhanaDays } from '../../../../shared/ghana-time';
import { OrderingService } from '../../../ordering/ordering.service';
import { BestSellersDto } from './best-sellers.dto';
import { GetBestSellersQuery } from './get-best-sellers.query';

/** The overview's best sellers of the period, from the ordering module's own figures. */
@Injectable()
export class GetBestSellersHandler {
  constructor(private readonly ordering: OrderingService) {}

  async execute({ days, limit, now }: GetBestSellersQuery): Promise<BestSellersDto> {
    const period = lastGhanaDays(days, now);
    const sellers = await this.ordering.bestSellers(period, limit);
    return {
      period,
      products: sellers.map(({ productId, name, image, units, revenuePesewas }) => ({ productId, name, image, units, revenue: fromPesewas(revenuePesewas) })),
    };
  }
}
