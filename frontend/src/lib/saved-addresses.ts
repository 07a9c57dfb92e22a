import { currentRegionName, normaliseDigitalAddress } from '@shop/rules';
import type { SavedAddressDto, ShippingAddressInputDto } from '../api/generated/model';
import { checkoutPin, DEFAULT_COUNTRY, GHANA_REGIONS, type CheckoutForm } from './checkout-form';

/** Most addresses a customer keeps; the server says the same with a 409 (ADR 064). */
export const SAVED_ADDRESS_LIMIT = 5;

/** The checkout's address fields, as the form holds them (text; the pin as text too). */
export type AddressFormFields = Pick<CheckoutForm, 'address' | 'landmark' | 'digitalAddress' | 'city' | 'region' | 'country' | 'lat' | 'lng'>;

export const EMPTY_ADDRESS: AddressFormFields = { address: '', landmark: '', digitalAddress: '', city: '', region: '', country: DEFAULT_COUNTRY, lat: '', lng: '' };

/** A saved address in the form's fields: choosing one fills checkout with it. */
export function addressFields(saved: SavedAddressDto): AddressFormFields {
  const region = String(currentRegionName(saved.region));
  return {
    address: saved.address,
    landmark: saved.landmark ?? '',
    digitalAddress: saved.digitalAddress ?? '',
    city: saved.city,
    region: (GHANA_REGIONS as string[]).includes(region) ? (region as CheckoutForm['region']) : '',
    country: saved.country,
    lat: saved.lat != null && saved.lng != null ? String(saved.lat) : '',
    lng: saved.lat != null && saved.lng != null ? String(saved.lng) : '',
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the form's address is this saved one (case and spaces aside; a moved pin is the same place). */
export function isSameAddress(form: AddressFormFields, saved: SavedAddressDto): boolean {
  const fields = addressFields(saved);
  return (['address', 'landmark', 'digitalAddress', 'city', 'region', 'country'] as const).every((field) => same(form[field], fields[field]));
}

/** One line a shopper recognises the address by: '12 Bank Road, Tamale, Northern'. */
export function addressLine(saved: Pick<SavedAddressDto, 'address' | 'city' | 'region'>): string {
  return [saved.address, saved.city, saved.region].filter(Boolean).join(', ');
}

/** The address as the API takes it (checkout's shippingAddress, a saved address): empty optional fields left out. */
export function shippingAddressInput(fields: AddressFormFields): ShippingAddressInputDto {
  const pin = checkoutPin(fields);
  return {
    address: fields.address.trim(),
    city: fields.city.trim(),
    region: fields.region || GHANA_REGIONS[0],
    country: fields.country.trim(),
    ...(fields.landmark.trim() ? { landmark: fields.landmark.trim() } : {}),
    ...(fields.digitalAddress.trim() ? { digitalAddress: normaliseDigitalAddress(fields.digitalAddress) ?? fields.digitalAddress.trim() } : {}),
    ...(pin ?? {}),
  };
}
