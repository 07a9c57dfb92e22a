import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeliveryService } from '../../delivery.service';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { PickupPoint } from '../../domain/pickup-point.entity';
import { PickupPointDto } from '../../dto/pickup-point.dto';
import { SavePickupPointCommand } from './save-pickup-point.command';

/** Staff add or change a pickup point; orders already placed keep the point as it was. */
@Injectable()
export class SavePickupPointHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryService,
  ) {}

  async execute({ point: input, id }: SavePickupPointCommand): Promise<PickupPointDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.delivery.changing(manager);
      const existing = id ? await manager.findOneBy(PickupPoint, { id }) : null;
      if (id && !existing) throw new NotFoundError('Pickup point not found');
      const { name, address, digitalAddress, openingHours, phone, isActive } = input;
      const point = Object.assign(existing ?? manager.create(PickupPoint), { name, address, digitalAddress: digitalAddress ?? null, openingHours, phone, isActive });
      return PickupPointDto.from(await manager.save(PickupPoint, point));
    });
  }
}
