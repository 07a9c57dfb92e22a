import { EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../shared/http/domain-errors';
import type { ShippingAddress } from '../../ordering/domain/order.entity';
import { SAVED_ADDRESS_LIMIT, SavedAddress } from './saved-address.entity';

/** The address fields as stored: an absent digital address, landmark or pin is null. */
export interface AddressFields extends ShippingAddress {
  label?: string | null;
}

const NOT_FOUND = 'Address not found';

/**
 * A customer's saved addresses, changed only inside the caller's transaction and only after the
 * customer's own row is locked: two tabs adding at once are counted one after the other, so a
 * sixth never slips in, and the default is never left with none or two.
 */
export class AddressBook {
  private constructor(
    private readonly manager: EntityManager,
    readonly userId: string,
  ) {}

  /** Locks the customer's row for the rest of the transaction; 404 when the account is gone. */
  static async open(manager: EntityManager, userId: string): Promise<AddressBook> {
    const rows: unknown[] = await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    if (rows.length === 0) throw new NotFoundError('Account not found');
    return new AddressBook(manager, userId);
  }

  private get repository() {
    return this.manager.getRepository(SavedAddress);
  }

  list(): Promise<SavedAddress[]> {
    return this.repository.find({ where: { userId: this.userId }, order: { isDefault: 'DESC', createdAt: 'DESC', id: 'ASC' } });
  }

  /** One of this customer's addresses; another customer's answers the same 404 as none at all. */
  async find(id: string): Promise<SavedAddress> {
    const saved = await this.repository.findOneBy({ id, userId: this.userId });
    if (!saved) throw new NotFoundError(NOT_FOUND);
    return saved;
  }

  /** 409 once SAVED_ADDRESS_LIMIT are kept; the first one is the default whatever was asked. */
  async add(fields: AddressFields, makeDefault: boolean): Promise<SavedAddress> {
    const count = await this.repository.countBy({ userId: this.userId });
    if (count >= SAVED_ADDRESS_LIMIT) {
      throw new ConflictError(`You can keep up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one you no longer use to add another.`, { limit: SAVED_ADDRESS_LIMIT });
    }
    const isDefault = count === 0 || makeDefault;
    if (isDefault) await this.clearDefault();
    return this.repository.save(this.repository.create({ ...stored(fields), userId: this.userId, isDefault }));
  }

  /**
   * Checkout's "Save this address": kept with the order, unless the same address is already kept
   * (nothing new) or the book is full (the order goes ahead; the page offered no tick then).
   */
  async keepFromCheckout(fields: ShippingAddress): Promise<SavedAddress | null> {
    const kept = await this.list();
    const same = kept.find((saved) => sameAddress(saved, stored(fields)));
    if (same) return same;
    if (kept.length >= SAVED_ADDRESS_LIMIT) return null;
    return this.add(fields, false);
  }

  /** Replaces the fields; `makeDefault` true makes it the default (false never leaves the book without one). */
  async replace(id: string, fields: AddressFields, makeDefault: boolean): Promise<SavedAddress> {
    const saved = await this.find(id);
    if (makeDefault && !saved.isDefault) {
      await this.clearDefault();
      saved.isDefault = true;
    }
    Object.assign(saved, stored(fields));
    return this.repository.save(saved);
  }

  async makeDefault(id: string): Promise<SavedAddress> {
    const saved = await this.find(id);
    if (saved.isDefault) return saved;
    await this.clearDefault();
    saved.isDefault = true;
    return this.repository.save(saved);
  }

  /** Deleting the default makes the most recently added other address the default. */
  async remove(id: string): Promise<void> {
    const saved = await this.find(id);
    await this.repository.delete({ id: saved.id });
    if (!saved.isDefault) return;
    const next = await this.repository.findOne({ where: { userId: this.userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    if (next) await this.repository.update({ id: next.id }, { isDefault: true });
  }

  private async clearDefault(): Promise<void> {
    await this.repository.update({ userId: this.userId, isDefault: true }, { isDefault: false });
  }
}

type StoredFields = Pick<SavedAddress, 'address' | 'city' | 'region' | 'country' | 'digitalAddress' | 'landmark' | 'lat' | 'lng'> & { label: string | null };

function stored(fields: AddressFields): StoredFields {
  const pinned = fields.lat != null && fields.lng != null;
  return {
    label: fields.label || null,
    address: fields.address,
    city: fields.city,
    region: fields.region,
    country: fields.country,
    digitalAddress: fields.digitalAddress || null,
    landmark: fields.landmark || null,
    lat: pinned ? fields.lat! : null,
    lng: pinned ? fields.lng! : null,
  };
}

/** The same place: the text a rider reads, case and spacing aside (the pin may move a few metres). */
function sameAddress(saved: SavedAddress, fields: StoredFields): boolean {
  const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return same(saved.address, fields.address) && same(saved.city, fields.city) && same(saved.region, fields.region) && same(saved.country, fields.country) && same(saved.digitalAddress, fields.digitalAddress) && same(saved.landmark, fields.landmark);
}
