import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { asOrderNumber } from '../../../ordering/domain/order-number';
import { OrderingService } from '../../../ordering/ordering.service';
import { Review } from '../../domain/review.entity';
import { ReviewDto } from '../../dto/review.dto';
import { ListOrderReviewsQuery } from './list-order-reviews.query';

/** The reviews already written for an order (the tracking page marks those items 'Reviewed'). */
@Injectable()
export class ListOrderReviewsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
  ) {}

  async execute({ orderNumber }: ListOrderReviewsQuery): Promise<ReviewDto[]> {
    // Anything but an order number (NUL bytes included, which PostgreSQL refuses) finds nothing.
    const wanted = asOrderNumber(orderNumber);
    const order = wanted ? await this.orders.findForReview(this.dataSource.manager, { orderNumber: wanted }) : null;
    if (!order) throw new NotFoundError('Order not found');
    const reviews = await this.dataSource.getRepository(Review).find({ where: { orderId: order.id }, order: { createdAt: 'ASC' } });
    return reviews.map(ReviewDto.from);
  }
}
