import type { EntityManager } from 'typeorm';
import type { DeliveryQuote, DeliveryQuoteRequest, DeliveryService } from '../../modules/delivery/delivery.service';
import { type DeliveryFacts, deliveryChoices } from '../../modules/delivery/domain/delivery-choices';
import { ConflictError } from '../../shared/http/domain-errors';

/**
 * Delivery's quote over facts held in memory: the same rules (zones, SPEC's prices with none),
 * for handler specs that set the zones they need. The real service's 400s and pickup copies are
 * covered by the API specs.
 */
export class InMemoryDelivery implements Pick<DeliveryService, 'quote'> {
  readonly quotes: DeliveryQuoteRequest[] = [];

  constructor(readonly facts: DeliveryFacts = { zones: [], activePickupPoints: [], holidays: [] }) {}

  async quote(_manager: EntityManager, request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    this.quotes.push(request);
    const choice = deliveryChoices(this.facts, request.region, request.subtotal, request.now).find((candidate) => candidate.type === request.deliveryType);
    if (!choice) throw new ConflictError(`${request.deliveryType} delivery is not available in ${request.region} now`, { field: 'deliveryType' });
    return { price: choice.price, estimate: choice.estimate, pickupPoint: null };
  }
}
