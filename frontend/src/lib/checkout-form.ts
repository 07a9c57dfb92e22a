import { isEmailAddress, isInGhana, LANDMARK_LENGTH, normaliseDigitalAddress, PERSON_NAME_MAX_LENGTH, PHONE_NUMBER, SHIPPING_ADDRESS_LENGTHS } from '@shop/rules';
import type { PaymentOptionsDto, PlaceOrderDtoDeliveryType, PlaceOrderDtoPaymentMethod, ShippingAddressInputDtoRegion } from '../api/generated/model';
import { ShippingAddressInputDtoRegion as REGIONS } from '../api/generated/model';

/** Ghana's sixteen regions (ADR 052), in the server's order; default country Ghana. */
export const GHANA_REGIONS = Object.values(REGIONS);
export const DEFAULT_COUNTRY = 'Ghana';

/** SPEC §9 payment methods with the labels the checkout shows. */
export const PAYMENT_OPTIONS: readonly { value: PlaceOrderDtoPaymentMethod; label: string; detail: string; popular?: boolean }[] = [
  { value: 'momo', label: 'Mobile Money', detail: 'MTN, Telecel, AirtelTigo', popular: true },
  { value: 'card', label: 'Credit/Debit Card', detail: 'Visa, Mastercard' },
  { value: 'paypal', label: 'PayPal', detail: 'Pay with your PayPal account' },
  { value: 'cod', label: 'Pay on delivery', detail: 'Cash or MoMo to the rider' },
];

/** Whether the shop can take this method now; true until the options are known (the server decides then). */
export function isMethodAvailable(method: PlaceOrderDtoPaymentMethod, options: PaymentOptionsDto | undefined): boolean {
  if (!options) return true;
  return options.methods.some((option) => option.method === method && option.available);
}

/**
 * The method the order is placed with: the shopper's choice, or the first the shop can take when
 * that one is not offered (the default, Mobile Money, may be switched off).
 */
export function chosenPaymentMethod(wanted: PlaceOrderDtoPaymentMethod, options: PaymentOptionsDto | undefined): PlaceOrderDtoPaymentMethod {
  if (isMethodAvailable(wanted, options)) return wanted;
  return PAYMENT_OPTIONS.find((option) => isMethodAvailable(option.value, options))?.value ?? wanted;
}

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  /** What a rider asks for on the way: required here for home delivery, optional in the API. */
  landmark: string;
  /** GhanaPostGPS as typed; sent upper case with dashes. Optional. */
  digitalAddress: string;
  city: string;
  region: ShippingAddressInputDtoRegion | '';
  country: string;
  deliveryType: PlaceOrderDtoDeliveryType;
  /** With deliveryType `pickup`: the point chosen to collect from, else ''. */
  pickupPointId: string;
  /** 'yes' while the region is the one the digital address filled in (a corrected code may refill it), '' once the shopper picks one. */
  regionFromCode: '' | 'yes';
  paymentMethod: PlaceOrderDtoPaymentMethod;
  /** How the order's news reaches the phone: SMS, or WhatsApp (SMS when WhatsApp fails; ADR 067). */
  updatesBy: 'sms' | 'whatsapp';
  /** The delivery pin from the phone's location, as text (kept in the draft like the rest), or '' for none. */
  lat: string;
  lng: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The order the fields appear in: the first one at fault gets the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'landmark', 'digitalAddress', 'city', 'region', 'country', 'lat', 'lng', 'deliveryType', 'pickupPointId', 'regionFromCode', 'paymentMethod', 'updatesBy'];

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  landmark: '',
  digitalAddress: '',
  city: '',
  region: '',
  country: DEFAULT_COUNTRY,
  deliveryType: 'standard',
  pickupPointId: '',
  regionFromCode: '',
  paymentMethod: 'momo',
  updatesBy: 'sms',
  lat: '',
  lng: '',
};

/** The pin the form holds, when both halves are numbers inside Ghana; null otherwise. */
export function checkoutPin(form: Pick<CheckoutForm, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  if (!form.lat || !form.lng) return null;
  const lat = Number(form.lat);
  const lng = Number(form.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && isInGhana(lat, lng) ? { lat, lng } : null;
}

const PHONE_MESSAGE = 'Enter a valid phone number, e.g. +233 24 123 4567';

/** The address fields a saved address and checkout share (ADR 064). */
export type AddressFields = Pick<CheckoutForm, 'address' | 'landmark' | 'digitalAddress' | 'city' | 'region' | 'country'>;
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

/**
 * Messages for the address fields, written once for checkout and the saved addresses. A rider
 * needs a landmark to ask for; a parcel collected from a pickup point needs none (ADR 053).
 */
export function validateAddress(form: AddressFields, toTheDoor = true): AddressErrors {
  const errors: AddressErrors = {};
  const text = (field: 'address' | 'landmark' | 'digitalAddress' | 'city' | 'country') => form[field].trim();

  if (!text('address')) errors.address = 'Address is required';
  else if (text('address').length < SHIPPING_ADDRESS_LENGTHS.address.min) errors.address = `Address must be at least ${SHIPPING_ADDRESS_LENGTHS.address.min} characters`;

  if (!text('landmark')) {
    if (toTheDoor) errors.landmark = 'Landmark is required, e.g. opposite Star Oil, Kasoa toll booth';
  } else if (text('landmark').length < LANDMARK_LENGTH.min) errors.landmark = `Landmark must be at least ${LANDMARK_LENGTH.min} characters`;
  else if (text('landmark').length > LANDMARK_LENGTH.max) errors.landmark = `Landmark must be at most ${LANDMARK_LENGTH.max} characters`;

  if (text('digitalAddress') && !normaliseDigitalAddress(text('digitalAddress'))) errors.digitalAddress = 'Enter a GhanaPostGPS digital address like GA-183-8164';

  if (!text('city')) errors.city = 'City is required';
  else if (text('city').length < SHIPPING_ADDRESS_LENGTHS.city.min) errors.city = `City must be at least ${SHIPPING_ADDRESS_LENGTHS.city.min} characters`;

  if (!form.region) errors.region = 'Please select a region';

  if (!text('country')) errors.country = 'Country is required';
  else if (text('country').length < SHIPPING_ADDRESS_LENGTHS.country.min) errors.country = `Country must be at least ${SHIPPING_ADDRESS_LENGTHS.country.min} characters`;

  return errors;
}

/** Per-field messages for the shipping form; an empty object means it can be sent. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone') => form[field].trim();

  if (!text('firstName')) errors.firstName = 'First name is required';
  else if (text('firstName').length > PERSON_NAME_MAX_LENGTH) errors.firstName = `First name must be at most ${PERSON_NAME_MAX_LENGTH} characters`;
  if (!text('lastName')) errors.lastName = 'Last name is required';
  else if (text('lastName').length > PERSON_NAME_MAX_LENGTH) errors.lastName = `Last name must be at most ${PERSON_NAME_MAX_LENGTH} characters`;

  if (!text('email')) errors.email = 'Email is required';
  else if (!isEmailAddress(text('email'))) errors.email = 'Enter a valid email address, e.g. ama@example.com';

  if (!text('phone')) errors.phone = 'Phone number is required';
  else if (!PHONE_NUMBER.test(text('phone'))) errors.phone = PHONE_MESSAGE;

  Object.assign(errors, validateAddress(form, form.deliveryType !== 'pickup'));
  if (form.deliveryType === 'pickup' && !form.pickupPointId) errors.pickupPointId = 'Choose the pickup point you will collect from';

  return errors;
}

/** A 400 answer's field paths ('shippingAddress.city') mapped to the form's fields ('city'). */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const field = path.replace(/^shippingAddress\./, '') as CheckoutField;
    if (CHECKOUT_FIELDS.includes(field) && messages[0]) errors[field] = messages[0];
  }
  return errors;
}
