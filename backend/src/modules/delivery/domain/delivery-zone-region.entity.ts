import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { DeliveryZone } from './delivery-zone.entity';

/** One region's zone: the region is the key, so no region can be in two zones, whatever races. */
@Entity('delivery_zone_regions')
export class DeliveryZoneRegion {
  @PrimaryColumn({ length: 40 })
  region: string;

  @Column('uuid')
  zoneId: string;

  @ManyToOne('DeliveryZone', (zone: DeliveryZone) => zone.regions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zoneId' })
  zone: DeliveryZone;
}
