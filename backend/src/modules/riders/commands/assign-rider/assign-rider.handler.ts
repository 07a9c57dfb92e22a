import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { IdentityService } from '../../../identity/identity.service';
import { OrderingService } from '../../../ordering/ordering.service';
import { RiderAssignment } from '../../domain/rider-assignment.entity';
import { AssignRiderCommand } from './assign-rider.command';

/**
 * Puts an order on a rider's round for a day, at the end of it (or takes it off). Moving an order
 * to another rider or day replaces its row; reassigning it to the same round keeps its place.
 */
@Injectable()
export class AssignRiderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ordering: OrderingService,
    private readonly identity: IdentityService,
  ) {}

  async execute(command: AssignRiderCommand): Promise<RiderAssignment | null> {
    const [order] = await this.ordering.findForDelivery([command.orderId]);
    if (!order) throw new NotFoundError('Order not found');
    if (command.riderId === null) {
      await this.dataSource.getRepository(RiderAssignment).delete({ orderId: order.id });
      return null;
    }
    if (order.notDeliverableBecause) throw new ConflictError(order.notDeliverableBecause);
    const rider = await this.identity.findById(command.riderId);
    if (rider?.role !== 'rider') throw new InvalidInputError({ riderId: ['riderId must be a rider'] });
    if (rider.disabledAt) throw new InvalidInputError({ riderId: ['This rider is switched off: switch them on in Riders first'] });
    const riderId = rider.id;

    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(RiderAssignment);
      const current = await repository.findOneBy({ orderId: order.id });
      if (current && current.riderId === riderId && current.day === command.day) return current;
      // Serialises assignments to one round so two admins never give two orders the same place.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`rider-round:${riderId}:${command.day}`]);
      const [{ last }]: { last: number }[] = await manager.query(
        `SELECT coalesce(max(position), 0)::int AS last FROM rider_assignments WHERE "riderId" = $1 AND day = $2`,
        [riderId, command.day],
      );
      return repository.save(repository.create({ orderId: order.id, riderId, day: command.day, position: last + 1, assignedBy: command.assignedBy }));
    });
  }
}
