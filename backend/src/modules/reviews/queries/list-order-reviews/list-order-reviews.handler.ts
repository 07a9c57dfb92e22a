import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { normaliseOrderNumber } from '../../../ordering/domain/order-number';
import { OrderingService } from '../../../ordering/ordering.service';
import { Review } from '../../domain/review.entity';
import { ReviewDto } from '../../dto/review.dto';

/** The reviews already written for an order (the tracking page marks those items 'Reviewed'). */
@Injectable()
export class ListOrderReviewsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
  ) {}

  async execute(orderNumber: string): Promise<ReviewDto[]> {
    const order = await this.orders.findForReview(this.dataSource.manager, { orderNumber: normaliseOrderNumber(orderNumber).slice(0, 50) });
    if (!order) throw new NotFoundError('Order not found');
    const reviews = await this.dataSource.getRepository(Review).find({ where: { orderId: order.id }, order: { createdAt: 'ASC' } });
    return reviews.map(ReviewDto.from);
  }
}
