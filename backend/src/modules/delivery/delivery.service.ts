import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DeliveryEstimate, type Pesewas, fromPesewas, type ZoneTerms } from '@shop/rules';
import { DataSource, EntityManager } from 'typeorm';
import { ChangeNotifications } from '../../database/change-notifications';
import { NotifiedCache } from '../../database/notified-cache';
import { ConflictError, InvalidInputError } from '../../shared/http/domain-errors';
import { DeliveryHoliday } from './domain/delivery-holiday.entity';
import { type DeliveryChoice, deliveryChoice, deliveryChoices, type DeliveryFacts, termsForRegion } from './domain/delivery-choices';
import { DeliveryZone } from './domain/delivery-zone.entity';
import { PickupPoint } from './domain/pickup-point.entity';

const DELIVERY_TOPIC = 'delivery';

type Facts = DeliveryFacts & { pickupPoints: PickupPoint[] };

export interface DeliveryQuoteRequest {
  region: string;
  subtotal: Pesewas;
  deliveryType: string;
  pickupPointId?: string | null;
  now: Date;
}

export interface DeliveryQuote {
  price: Pesewas;
  estimate: DeliveryEstimate;
  /** For a pickup, the point as it is now: the order keeps this copy. */
  pickupPoint: Pick<PickupPoint, 'id' | 'name' | 'address' | 'digitalAddress' | 'openingHours' | 'phone'> | null;
}

/** What other modules ask of delivery: the price and date of a choice, and whether a region may pay on delivery. */
@Injectable()
export class DeliveryService {
  /**
   * Every checkout prices its delivery from them and staff rarely change them: kept until a change
   * commits on any instance (ADR 015; three statements less a checkout, issue 38). Shared between
   * requests: never changed by a reader.
   */
  private readonly cache: NotifiedCache<Facts>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    notifications: ChangeNotifications,
  ) {
    this.cache = new NotifiedCache<Facts>(notifications, { topic: DELIVERY_TOPIC, maxEntries: 1 });
  }

  /** The zones, open pickup points and holidays; `manager`: a caller's transaction (one that changed them reads its own). */
  facts(manager?: EntityManager): Promise<Facts> {
    return this.cache.get('facts', () => this.load(manager ?? this.dataSource.manager), manager);
  }

  /** Call inside any transaction that changes the zones, pickup points or holidays: every instance reads them again once it commits. */
  changing(manager: EntityManager): Promise<void> {
    return this.cache.changing(manager);
  }

  /** One after the other: inside a caller's transaction they share its one connection, which takes one statement at a time. */
  private async load(manager: EntityManager): Promise<Facts> {
    const zones = await manager.find(DeliveryZone, { relations: { regions: true }, order: { name: 'ASC' } });
    const pickupPoints = await manager.find(PickupPoint, { where: { isActive: true }, order: { name: 'ASC' } });
    const holidays = await manager.find(DeliveryHoliday, { order: { day: 'ASC' } });
    return {
      zones: zones.map((zone) => ({ name: zone.name, regions: zone.regions.map((row) => row.region), isDefault: zone.isDefault, payOnDelivery: zone.payOnDelivery, terms: zone.terms as ZoneTerms })),
      activePickupPoints: pickupPoints,
      pickupPoints,
      holidays: holidays.map(({ day, name }) => ({ day, name })),
    };
  }

  /** Whether pay on delivery may be offered to a shopper in `region`: its zone's flag; everywhere with no zones, as SPEC's prices. */
  async payOnDelivery(region: string, manager?: EntityManager): Promise<boolean> {
    return termsForRegion(await this.facts(manager), region)?.payOnDelivery ?? false;
  }

  /**
   * What sending a parcel back from `region` costs (ADR 069): its doorstep delivery price with no
   * free-delivery threshold (standard where offered, else the cheapest); SPEC's prices with no zones.
   */
  async returnFee(region: string, manager?: EntityManager): Promise<Pesewas> {
    const doorstep = deliveryChoices(await this.facts(manager), region, 0, new Date()).filter((choice) => choice.type !== 'pickup');
    const choice = doorstep.find((candidate) => candidate.type === 'standard') ?? [...doorstep].sort((a, b) => a.price - b.price)[0];
    return choice?.price ?? 0;
  }

  /**
   * The price and dates of the shopper's choice, in the order's transaction. A type the region is
   * not offered now answers 409 naming deliveryType, with the choices it has; a pickup needs an
   * open pickup point (400 without one, 409 for one closed or unknown).
   */
  async quote(manager: EntityManager, request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    const facts = await this.facts(manager);
    // The choice asked for alone: the others are dated only to name them in a refusal.
    const choice = deliveryChoice(facts, request.region, request.subtotal, request.now, request.deliveryType) ?? undefined;
    if (request.deliveryType === 'pickup') return this.pickupQuote(facts.pickupPoints, request.pickupPointId ?? null, choice);
    if (request.pickupPointId) throw new InvalidInputError({ pickupPointId: ['pickupPointId goes only with the deliveryType pickup'] });
    if (!choice) throw notOffered(request, deliveryChoices(facts, request.region, request.subtotal, request.now));
    return { price: choice.price, estimate: choice.estimate, pickupPoint: null };
  }

  private pickupQuote(points: PickupPoint[], pickupPointId: string | null, choice: DeliveryChoice | undefined): DeliveryQuote {
    if (!pickupPointId) throw new InvalidInputError({ pickupPointId: ['pickupPointId is required for pickup: choose a pickup point'] });
    const point = points.find((candidate) => candidate.id === pickupPointId);
    if (!point || !choice) throw new ConflictError('This pickup point is no longer open for collections: choose another', { field: 'pickupPointId', pickupPointId });
    const { id, name, address, digitalAddress, openingHours, phone } = point;
    return { price: 0, estimate: choice.estimate, pickupPoint: { id, name, address, digitalAddress, openingHours, phone } };
  }
}

function notOffered(request: DeliveryQuoteRequest, choices: DeliveryChoice[]): ConflictError {
  return new ConflictError(`${request.deliveryType} delivery is not available in ${request.region} now: choose another delivery option`, {
    field: 'deliveryType',
    deliveryType: request.deliveryType,
    offered: choices.map((choice) => ({ type: choice.type, price: fromPesewas(choice.price) })),
  });
}
