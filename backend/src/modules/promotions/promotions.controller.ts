import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { PromotionQuoteDto, QuotePromotionsDto } from './queries/quote-promotions/quote-promotions.dto';
import { QuotePromotionsHandler } from './queries/quote-promotions/quote-promotions.handler';
import { QuotePromotionsQuery } from './queries/quote-promotions/quote-promotions.query';

@ApiTags('promotions')
@Controller('promotions')
export class PromotionsController {
  constructor(private readonly quotePromotionsHandler: QuotePromotionsHandler) {}

  /** Prices a basket with a promo code and the automatic promotions, and says why a code does nothing. A read: it counts no use. */
  @Post('quote')
  @HttpCode(200)
  // Enough for a shopper changing the cart all afternoon; not for trying codes one after another.
  @RateLimit('promotion-quote', 120, 600)
  @ApiOkResponse({ type: PromotionQuoteDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  quotePromotions(@Body() body: QuotePromotionsDto): Promise<PromotionQuoteDto> {
    return this.quotePromotionsHandler.execute(new QuotePromotionsQuery(body));
  }
}
