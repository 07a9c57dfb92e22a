import { Inject, Injectable } from '@nestjs/common';
import { fromPesewas, shippingFee, toPesewas } from '@shop/rules';
import { CatalogService } from '../../../catalog/catalog.service';
import { PromotionsService } from '../../promotions.service';
import { PromotionQuoteDto } from './quote-promotions.dto';
import { QuotePromotionsQuery } from './quote-promotions.query';

/** Prices a cart with its code as the order would be, from the catalog as the storefront shows it. */
@Injectable()
export class QuotePromotionsHandler {
  constructor(
    @Inject(CatalogService) private readonly catalog: Pick<CatalogService, 'findForDisplay'>,
    private readonly promotions: PromotionsService,
  ) {}

  async execute({ basket }: QuotePromotionsQuery): Promise<PromotionQuoteDto> {
    const products = await this.catalog.findForDisplay(basket.items.map((item) => item.productId));
    // A product gone or withdrawn is not in the order, so not in its discount either.
    const lines = basket.items.flatMap((item) => {
      const product = products.get(item.productId);
      return product?.isActive ? [{ category: product.category, unitPrice: toPesewas(product.price), quantity: item.quantity }] : [];
    });
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const shipping = basket.shipping == null ? shippingFee(subtotal, 'standard') : toPesewas(basket.shipping);
    const customer = basket.email && basket.phone ? { email: basket.email, phone: basket.phone } : null;
    const pricing = await this.promotions.price({ lines, code: basket.code || null, customer, shipping, now: new Date() });
    return {
      subtotal: fromPesewas(subtotal),
      subtotalDiscount: fromPesewas(pricing.subtotalDiscount),
      freeDelivery: pricing.freeDelivery,
      promotions: pricing.applied.map(({ code, name, kind, amount }) => ({ code, name, kind, amount: fromPesewas(amount) })),
      code: pricing.code && { code: pricing.code.code, applied: pricing.code.refusal === null, reason: pricing.code.refusal, message: pricing.code.message },
    };
  }
}
