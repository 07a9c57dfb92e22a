import type { EntityManager } from 'typeorm';

/**
 * What the catalog tells, inside the transaction that puts units on a size x colour, to whoever
 * waits for it (back-in-stock requests, issue 35). Declared here so the catalog never imports the
 * module that provides it (saved-items, global).
 */
export const VARIANT_RESTOCKS = Symbol('VARIANT_RESTOCKS');

/** A size x colour of an active product that has units now. */
export interface RestockedVariant {
  variantId: string;
  productId: string;
  productName: string;
  size: string | null;
  color: string | null;
}

export interface VariantRestocks {
  /** Called with the variant rows still locked by the caller, so a request being written waits for the commit. */
  restocked(manager: EntityManager, variants: RestockedVariant[]): Promise<void>;
}
