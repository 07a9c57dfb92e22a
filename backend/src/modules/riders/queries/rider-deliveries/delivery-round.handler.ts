import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fromPesewas, toPesewas } from '@shop/rules';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { IdentityService } from '../../../identity/identity.service';
import { OrderingService } from '../../../ordering/ordering.service';
import { RiderAssignment } from '../../domain/rider-assignment.entity';
import { DeliveryRoundDto, DeliveryStopDto, RiderDto } from '../../dto/rider.dto';
import { DeliveryRoundQuery } from './delivery-round.query';

/** One rider's stops for one day, first stop first, with what is left to collect. */
@Injectable()
export class DeliveryRoundHandler {
  constructor(
    @InjectRepository(RiderAssignment) private readonly assignments: Repository<RiderAssignment>,
    private readonly ordering: OrderingService,
    private readonly identity: IdentityService,
  ) {}

  async execute(query: DeliveryRoundQuery): Promise<DeliveryRoundDto> {
    const rider = await this.identity.findById(query.riderId);
    if (rider?.role !== 'rider') throw new NotFoundError('Rider not found');
    const assignments = await this.assignments.find({ where: { riderId: rider.id, day: query.day }, order: { position: 'ASC' } });
    const orders = new Map((await this.ordering.findForDelivery(assignments.map((assignment) => assignment.orderId))).map((order) => [order.id, order]));
    const stops = assignments.flatMap((assignment) => {
      const order = orders.get(assignment.orderId);
      return order ? [DeliveryStopDto.from(assignment, order)] : [];
    });
    const sum = (amounts: string[]) => fromPesewas(amounts.reduce((total, amount) => total + toPesewas(amount), 0));
    const collectedVia = (via: 'cash' | 'momo') => sum(stops.flatMap((stop) => (stop.collected?.via === via ? [stop.collected.amount] : [])));
    return {
      rider: RiderDto.fromUser(rider),
      day: query.day,
      stops,
      toCollect: sum(stops.map((stop) => stop.amountToCollect)),
      due: sum(stops.filter((stop) => stop.paymentMethod === 'cod' && stop.orderStatus !== 'cancelled').map((stop) => stop.total)),
      collectedCash: collectedVia('cash'),
      collectedMomo: collectedVia('momo'),
    };
  }
}
