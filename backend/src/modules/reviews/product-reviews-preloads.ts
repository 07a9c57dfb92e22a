import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError } from '../../shared/http/domain-errors';
import { answer, PreloadedAnswer } from '../catalog/read-model/storefront-page-preloads';
import { ListProductReviewsHandler } from './queries/list-product-reviews/list-product-reviews.handler';
import { ListProductReviewsQuery } from './queries/list-product-reviews/list-product-reviews.query';
import { REVIEWS_PAGE_SIZE } from './queries/list-product-reviews/list-product-reviews.dto';

const PRODUCT_PAGE = /^\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A product page's first page of reviews (the summary and the newest five, as the page's reviews
 * section asks for them): the server renders them into the HTML, so they read without script, and
 * the browser needs no request for them (ADR 022). Reviews are public: any visitor gets them.
 */
@Injectable()
export class ProductReviewsPreloads {
  private readonly logger = new Logger(ProductReviewsPreloads.name);

  constructor(private readonly listProductReviews: ListProductReviewsHandler) {}

  async answersFor(path: string): Promise<PreloadedAnswer[]> {
    const id = PRODUCT_PAGE.exec(path)?.[1];
    if (!id) return [];
    // The URL the page's client calls (frontend/src/storefront/product/detail/reviews-section.tsx).
    const url = `/api/products/${id}/reviews?${new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE), offset: '0' })}`;
    try {
      const page = await this.listProductReviews.execute(new ListProductReviewsQuery(id.toLowerCase(), REVIEWS_PAGE_SIZE, 0));
      return [answer(url, JSON.stringify(page), { 'x-total-count': String(page.summary.count) })];
    } catch (error) {
      // No such product: the page says so and shows no reviews. Anything else: the page asks the API itself.
      if (!(error instanceof NotFoundError)) this.logger.warn(`No reviews preload for ${path}: ${(error as Error).message}`);
      return [];
    }
  }
}
