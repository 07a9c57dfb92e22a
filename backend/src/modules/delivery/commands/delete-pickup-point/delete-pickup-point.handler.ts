import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeliveryService } from '../../delivery.service';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { PickupPoint } from '../../domain/pickup-point.entity';
import { DeletePickupPointCommand } from './delete-pickup-point.command';

/** Removes a pickup point; orders to collect there keep its name, address and phone on them. */
@Injectable()
export class DeletePickupPointHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryService,
  ) {}

  async execute({ id }: DeletePickupPointCommand): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(PickupPoint, { id });
    if (!affected) throw new NotFoundError('Pickup point not found');
    await this.delivery.changing(this.dataSource.manager);
  }
}
