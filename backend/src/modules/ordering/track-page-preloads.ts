import { Inject, Injectable, Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NotFoundError } from '../../shared/http/domain-errors';
import { countAgainstRateLimit, rateLimitMessage, TRACK_ORDER_LIMIT } from '../../shared/http/rate-limit';
import { answer, failure, PreloadedAnswer } from '../catalog/read-model/storefront-page-preloads';
import { TrackOrderHandler } from './queries/track-order/track-order.handler';
import { TrackOrderQuery } from './queries/track-order/track-order.query';

/** The order number column's length, as the API route cuts it. */
const MAX_ORDER_NUMBER_LENGTH = 50;

/**
 * `/track?order=...` served with the order's tracking answer, so the page reads without script
 * (a GET form submits the number there) and with script needs no second round trip (ADR 022). The
 * lookup is the API's own (never the e-mail or phone) and counts against the same per-client
 * allowance as `GET /api/orders/track/:orderNumber`: a page is no way around the rate limit.
 */
@Injectable()
export class TrackPagePreloads {
  private readonly logger = new Logger(TrackPagePreloads.name);

  constructor(
    private readonly trackOrder: TrackOrderHandler,
    @Inject(ThrottlerStorage) private readonly rateLimits: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `client`: who the request counts against, as the rate-limit guard reads it (rateLimitClient). */
  async answersFor(query: URLSearchParams, client: string): Promise<PreloadedAnswer[]> {
    // What the page reads (frontend/src/storefront/track.page.tsx) and the URL its client calls.
    const orderNumber = (query.get('order') ?? '').trim();
    if (!orderNumber) return [];
    const url = `/api/orders/track/${encodeURIComponent(orderNumber)}`;
    try {
      const wait = this.config.rateLimit ? await countAgainstRateLimit(this.rateLimits, TRACK_ORDER_LIMIT, client) : null;
      if (wait !== null) return [failure(url, 429, 'Too Many Requests', rateLimitMessage(wait))];
      const order = await this.trackOrder.execute(new TrackOrderQuery(orderNumber.slice(0, MAX_ORDER_NUMBER_LENGTH)));
      return [answer(url, JSON.stringify(order))];
    } catch (error) {
      if (error instanceof NotFoundError) return [failure(url, 404, 'Not Found', error.message)];
      // The page still works with script: it asks the API itself.
      this.logger.warn(`No tracking preload: ${(error as Error).message}`);
      return [];
    }
  }
}
