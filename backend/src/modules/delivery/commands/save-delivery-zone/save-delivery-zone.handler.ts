import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DELIVERY_TYPES, type DeliveryType, type ZoneTerms } from '@shop/rules';
import { DataSource, EntityManager, Not } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { DeliveryService } from '../../delivery.service';
import { DeliveryZoneRegion } from '../../domain/delivery-zone-region.entity';
import { DeliveryZone } from '../../domain/delivery-zone.entity';
import { uniqueViolation } from '../../../../shared/unique-violation';
import { DeliveryTermsInputDto, DeliveryZoneDto, SaveDeliveryZoneDto } from '../../dto/delivery-zone.dto';
import { SaveDeliveryZoneCommand } from './save-delivery-zone.command';

/** Staff create or replace a zone; its regions move to it only if no other zone holds them (else 409). */
@Injectable()
export class SaveDeliveryZoneHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryService,
  ) {}

  async execute({ zone: input, id }: SaveDeliveryZoneCommand): Promise<DeliveryZoneDto> {
    const terms = zoneTerms(input);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.delivery.changing(manager);
        const existing = id ? await manager.findOne(DeliveryZone, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
        if (id && !existing) throw new NotFoundError('Delivery zone not found');
        await refuseClashes(manager, input, id);
        const zone = existing ?? manager.create(DeliveryZone);
        Object.assign(zone, { name: input.name, isDefault: input.isDefault, payOnDelivery: input.payOnDelivery, terms });
        const saved = await manager.save(DeliveryZone, zone);
        await manager.delete(DeliveryZoneRegion, { zoneId: saved.id });
        if (input.regions.length > 0) await manager.insert(DeliveryZoneRegion, input.regions.map((region) => ({ region, zoneId: saved.id })));
        return DeliveryZoneDto.from(await manager.findOneOrFail(DeliveryZone, { where: { id: saved.id }, relations: { regions: true } }));
      });
    } catch (error) {
      // Two staff saving at once: the constraints decide, and the loser hears which rule.
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      throw new ConflictError('Another change to the delivery zones was saved at the same moment: reload and try again', { field: clashField(constraint) });
    }
  }
}

function clashField(constraint: string): string {
  if (constraint.includes('name')) return 'name';
  if (constraint.includes('default')) return 'isDefault';
  return 'regions';
}

async function refuseClashes(manager: EntityManager, input: SaveDeliveryZoneDto, id: string | null): Promise<void> {
  const others = await manager.find(DeliveryZone, { where: id ? { id: Not(id) } : {}, relations: { regions: true } });
  const sameName = others.find((other) => other.name.toLowerCase() === input.name.toLowerCase());
  if (sameName) throw new ConflictError(`A zone named ${sameName.name} already exists`, { field: 'name' });
  for (const other of others) {
    const taken = other.regions.map((row) => row.region).filter((region) => input.regions.includes(region));
    if (taken.length > 0) {
      throw new ConflictError(`${taken.join(', ')} ${taken.length === 1 ? 'is' : 'are'} already in the zone ${other.name}: a region belongs to one zone`, { field: 'regions', regions: taken, zone: other.name });
    }
  }
  const otherDefault = others.find((other) => other.isDefault);
  if (input.isDefault && otherDefault) throw new ConflictError(`${otherDefault.name} already serves the rest of Ghana: only one zone may`, { field: 'isDefault', zone: otherDefault.name });
}

/**
 * What class-validator cannot say of one field alone: a zone names its regions unless it is the
 * catch-all; same-day is 0 days, the others at least 1; a range runs forwards; only same-day has a cut-off.
 */
function zoneTerms(input: SaveDeliveryZoneDto): ZoneTerms {
  const errors: Record<string, string[]> = {};
  if (input.regions.length === 0 && !input.isDefault) errors.regions = ['regions must name at least one region, unless the zone serves the rest of Ghana (isDefault)'];
  for (const type of DELIVERY_TYPES) {
    const terms = input.options[type];
    const at = (field: string) => `options.${type}.${field}`;
    if (type === 'same-day' && (terms.minDays !== 0 || terms.maxDays !== 0)) errors[at('minDays')] = ['same-day is delivered the day it is ordered: minDays and maxDays must be 0'];
    if (type !== 'same-day' && terms.minDays < 1) errors[at('minDays')] = [`${type} takes at least 1 business day`];
    if (terms.maxDays < terms.minDays) errors[at('maxDays')] = ['maxDays must not be less than minDays'];
    if (type !== 'same-day' && terms.cutoff != null) errors[at('cutoff')] = ['only same-day has a cut-off time'];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return Object.fromEntries(DELIVERY_TYPES.map((type) => [type, DeliveryTermsInputDto.toTerms(input.options[type])])) as Record<DeliveryType, ReturnType<typeof DeliveryTermsInputDto.toTerms>>;
}
