import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Order, OrderLine } from './domain/order.entity';

export interface OrderForReview {
  id: string;
  orderNumber: string;
  orderStatus: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  items: OrderLine[];
}

/** What other modules (reviews) may read of an order. */
@Injectable()
export class OrderingService {
  async findForReview(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderForReview | null> {
    const order = await manager.findOneBy(Order, where);
    if (!order) return null;
    const { id, orderNumber, orderStatus, email, firstName, lastName, userId, items } = order;
    return { id, orderNumber, orderStatus, email, firstName, lastName, userId, items };
  }
}
