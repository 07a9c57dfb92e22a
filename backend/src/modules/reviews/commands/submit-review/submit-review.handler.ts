import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { OrderingService } from '../../../ordering/ordering.service';
import { Review } from '../../domain/review.entity';
import { refreshReviewSummary } from '../../domain/review-summary';
import { ReviewDto } from '../../dto/review.dto';
import { ReviewSubmitted } from '../../events/review-submitted.event';
import { SubmitReviewCommand } from './submit-review.command';

/**
 * A review is taken only for a delivered order, for a product in it, once per product per order;
 * the product's rating and review count are recomputed from its stored reviews in the same
 * transaction (never incremented, so they always match what GET /api/products/{id}/reviews lists).
 */
@Injectable()
export class SubmitReviewHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly catalog: CatalogService,
    private readonly events: EventEmitter2,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute({ review: input }: SubmitReviewCommand): Promise<ReviewDto> {
    const review = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.findForReview(manager, { id: input.orderId });
      if (!order) throw new NotFoundError('Order not found');
      if (order.orderStatus !== 'delivered') throw new ConflictError('Reviews open once the order is delivered');
      const line = order.items.find((item) => item.productId === input.productId);
      if (!line) throw new ConflictError('This product is not part of the order');
      // Serialises reviews of one product so the summary below counts every one of them.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`review:${input.productId}`]);
      const duplicate = await manager.existsBy(Review, { orderId: order.id, productId: input.productId });
      if (duplicate) throw new ConflictError('This product from this order has already been reviewed');

      const saved = await manager.save(
        manager.create(Review, {
          orderId: order.id,
          source: 'order',
          productId: input.productId,
          userId: order.userId,
          customerName: input.userName?.trim() || `${order.firstName} ${order.lastName.charAt(0)}.`,
          email: order.email,
          rating: input.rating,
          title: input.title?.trim() || null,
          comment: input.comment.trim(),
          size: line.size,
          color: line.color,
        }),
      );
      await refreshReviewSummary(manager, this.catalog, input.productId);
      await this.webhooks.publish(manager, 'review.submitted', { reviewId: saved.id, productId: saved.productId, rating: saved.rating, comment: saved.comment });
      return saved;
    });
    this.events.emit(ReviewSubmitted.eventName, new ReviewSubmitted(review.id, review.productId, review.rating));
    return ReviewDto.from(review);
  }
}
