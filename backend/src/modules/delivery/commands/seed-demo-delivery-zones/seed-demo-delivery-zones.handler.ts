import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstSeeding } from '../../../../database/seed/demo-seeds';
import { DeliveryService } from '../../delivery.service';
import { DeliveryZoneRegion } from '../../domain/delivery-zone-region.entity';
import { DeliveryZone } from '../../domain/delivery-zone.entity';
import { PickupPoint } from '../../domain/pickup-point.entity';
import { DEMO_DELIVERY_ZONES, DEMO_PICKUP_POINT } from './demo-delivery-zones';
import { SeedDemoDeliveryZonesCommand } from './seed-demo-delivery-zones.command';

/** A demo shop with no zone and no pickup point, never seeded with them, gets the demo ones; returns whether it did. */
@Injectable()
export class SeedDemoDeliveryZonesHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryService,
  ) {}

  async execute(_command: SeedDemoDeliveryZonesCommand): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if ((await manager.count(DeliveryZone)) > 0 || (await manager.count(PickupPoint)) > 0) return false;
      await this.delivery.changing(manager);
      // Zones an owner deleted (SPEC's prices everywhere) stay deleted.
      if (!(await firstSeeding(manager, 'delivery'))) return false;
      for (const { regions, ...zone } of DEMO_DELIVERY_ZONES) {
        const saved = await manager.save(DeliveryZone, manager.create(DeliveryZone, zone));
        if (regions.length > 0) await manager.insert(DeliveryZoneRegion, regions.map((region) => ({ region, zoneId: saved.id })));
      }
      await manager.insert(PickupPoint, DEMO_PICKUP_POINT);
      return true;
    });
  }
}
