/** Ghana's regions, digital addresses and delivery pins: what the checkout form and the server judge alike. */

/** Ghana's sixteen regions since 2019, in the order the checkout lists them. */
export const GHANA_REGIONS = [
  'Greater Accra',
  'Ashanti',
  'Western',
  'Western North',
  'Central',
  'Eastern',
  'Volta',
  'Oti',
  'Northern',
  'Savannah',
  'North East',
  'Upper East',
  'Upper West',
  'Bono',
  'Bono East',
  'Ahafo',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

/**
 * Region names from before 2019 that older clients may still send, and the region each became:
 * Brong Ahafo was split into Bono, Bono East and Ahafo; its capital, Sunyani, is in Bono.
 */
export const FORMER_REGION_NAMES: Readonly<Record<string, GhanaRegion>> = { 'Brong Ahafo': 'Bono' };

/** A region name as sent, with a former name read as the region it became; anything else unchanged. */
export function currentRegionName(name: unknown): unknown {
  return typeof name === 'string' && Object.hasOwn(FORMER_REGION_NAMES, name) ? FORMER_REGION_NAMES[name] : name;
}

/**
 * A GhanaPostGPS digital address as stored: two letters (region, then district), the postcode
 * area in 3 or 4 digits, the square in 4 digits, e.g. GA-183-8164.
 */
export const DIGITAL_ADDRESS = /^[A-Z]{2}-[0-9]{3,4}-[0-9]{4}$/;

/** What a shopper may type: any case, with dashes or spaces between the parts or none. */
const TYPED_DIGITAL_ADDRESS = /^([A-Za-z]{2})[ -]?([0-9]{3,4})[ -]?([0-9]{4})$/;

/** 'ga1838164' or 'GA 183 8164' as 'GA-183-8164'; null when it is not a digital address. */
export function normaliseDigitalAddress(typed: string): string | null {
  const parts = TYPED_DIGITAL_ADDRESS.exec(typed.trim());
  return parts ? `${parts[1].toUpperCase()}-${parts[2]}-${parts[3]}` : null;
}

/**
 * The first letter of a digital address names its region. Regions made in 2019 kept their parent
 * region's letter (W: Western and Western North; V: Volta and Oti; N: Northern, Savannah and North
 * East; B: Bono, Bono East and Ahafo), so those letters name no single region and fill nothing.
 */
const REGION_LETTERS: Readonly<Record<string, GhanaRegion>> = {
  G: 'Greater Accra',
  A: 'Ashanti',
  C: 'Central',
  E: 'Eastern',
  U: 'Upper East',
  X: 'Upper West',
};

/** A digital address as far as it is typed: its two letters, then perhaps the start of its digits. */
const TYPED_DIGITAL_ADDRESS_START = /^([A-Za-z])[A-Za-z](?:[ -]?[0-9]{1,4}(?:[ -]?[0-9]{0,4})?)?[ -]?$/;

/**
 * The one region a digital address lies in, when its first letter tells; null otherwise. Its two
 * letters are enough ("GA", "ga-18"): the form fills the region while the shopper is still typing
 * the digits, not only once the code is whole.
 */
export function regionOfDigitalAddress(typed: string): GhanaRegion | null {
  const address = normaliseDigitalAddress(typed);
  if (address) return REGION_LETTERS[address[0]] ?? null;
  const start = TYPED_DIGITAL_ADDRESS_START.exec(typed.trim());
  return start ? (REGION_LETTERS[start[1].toUpperCase()] ?? null) : null;
}

/** A landmark a rider asks for ("opposite Star Oil, Kasoa toll booth"), trimmed. */
export const LANDMARK_LENGTH = { min: 3, max: 120 } as const;

/** A box around Ghana, a little wider than its borders: a pin outside it is a mistake, not a house. */
export const GHANA_BOUNDS = { lat: { min: 4.5, max: 11.2 }, lng: { min: -3.3, max: 1.3 } } as const;

export function isInGhana(lat: number, lng: number): boolean {
  return lat >= GHANA_BOUNDS.lat.min && lat <= GHANA_BOUNDS.lat.max && lng >= GHANA_BOUNDS.lng.min && lng <= GHANA_BOUNDS.lng.max;
}

/** The link a phone's map app opens: the pin when there is one, else the digital address; null with neither. */
export function mapsLink(address: { lat?: number | null; lng?: number | null; digitalAddress?: string | null }): string | null {
  const query = typeof address.lat === 'number' && typeof address.lng === 'number' ? `${address.lat},${address.lng}` : address.digitalAddress ? encodeURIComponent(address.digitalAddress) : null;
  return query ? `https://www.google.com/maps/search/?api=1&query=${query}` : null;
}
