import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { OrderingService } from '../../../ordering/ordering.service';
import { RiderAssignment } from '../../domain/rider-assignment.entity';
import { DeliveryStopDto } from '../../dto/rider.dto';

/**
 * A rider acts only on the orders of its own rounds: any other order is not there for it (404,
 * the same answer as an order that does not exist, so a rider learns nothing of others' rounds).
 */
@Injectable()
export class RiderStops {
  constructor(
    @InjectRepository(RiderAssignment) private readonly assignments: Repository<RiderAssignment>,
    private readonly ordering: OrderingService,
  ) {}

  async own(riderId: string, orderId: string): Promise<RiderAssignment> {
    const assignment = await this.assignments.findOneBy({ orderId, riderId });
    if (!assignment) throw new NotFoundError('This order is not on your round');
    return assignment;
  }

  /** The stop as the rider's list shows it, after a change at the door. */
  async stop(assignment: RiderAssignment): Promise<DeliveryStopDto> {
    const [order] = await this.ordering.findForDelivery([assignment.orderId]);
    if (!order) throw new NotFoundError('This order is not on your round');
    return DeliveryStopDto.from(assignment, order);
  }

  /** A prepaid order handed over: only once paid and out for delivery (a pay-on-delivery order is delivered by collecting). */
  async checkHandOver(assignment: RiderAssignment): Promise<void> {
    const [order] = await this.ordering.findForDelivery([assignment.orderId]);
    if (!order) throw new NotFoundError('This order is not on your round');
    if (order.paymentMethod === 'cod' && order.paymentStatus !== 'paid') throw new ConflictError('Collect the money first: a pay-on-delivery order is delivered when it is paid', { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus });
    if (order.paymentStatus !== 'paid') throw new ConflictError('This order is not paid: call the shop before handing it over', { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus });
    if (order.orderStatus !== 'out-for-delivery') throw new ConflictError('Only an order out for delivery can be marked delivered', { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus });
  }
}
