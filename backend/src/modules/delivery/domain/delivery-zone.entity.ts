import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryTerms, DeliveryType } from '@shop/rules';
import { Timestamped } from '../../../shared/timestamped';
import { DeliveryZoneRegion } from './delivery-zone-region.entity';

/** Each door-to-door type as the zone runs it; prices in pesewas. */
export type StoredZoneTerms = Record<DeliveryType, DeliveryTerms>;

/**
 * Where each delivery type is offered and at what price and speed (ADR 053). A region belongs to
 * at most one zone (the primary key of delivery_zone_regions); the one default zone, if any, serves
 * every region no zone names.
 */
@Entity('delivery_zones')
@Index('UQ_delivery_zones_name', ['name'], { unique: true })
@Index('UQ_delivery_zones_default', ['isDefault'], { unique: true, where: '"isDefault"' })
export class DeliveryZone extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 80 })
  name: string;

  @Column({ default: false })
  isDefault: boolean;

  /** Whether pay on delivery may be offered to this zone's shoppers. */
  @Column({ default: false })
  payOnDelivery: boolean;

  @Column({ type: 'jsonb' })
  terms: StoredZoneTerms;

  @OneToMany(() => DeliveryZoneRegion, (region) => region.zone, { cascade: true })
  regions: DeliveryZoneRegion[];
}
