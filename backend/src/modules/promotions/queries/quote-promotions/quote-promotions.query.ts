import { QuotePromotionsDto } from './quote-promotions.dto';

export class QuotePromotionsQuery {
  constructor(readonly basket: QuotePromotionsDto) {}
}
