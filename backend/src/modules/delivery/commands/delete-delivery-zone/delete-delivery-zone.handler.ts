import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { DeliveryService } from '../../delivery.service';
import { DeliveryZone } from '../../domain/delivery-zone.entity';
import { DeleteDeliveryZoneCommand } from './delete-delivery-zone.command';

/** Removes a zone and frees its regions; orders already placed keep the price and dates they were given. */
@Injectable()
export class DeleteDeliveryZoneHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryService,
  ) {}

  async execute({ id }: DeleteDeliveryZoneCommand): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(DeliveryZone, { id });
    if (!affected) throw new NotFoundError('Delivery zone not found');
    await this.delivery.changing(this.dataSource.manager);
  }
}
