import isEmail from 'validator/lib/isEmail';

/** Formats of fields that the server's validators and the forms must judge alike. */

/**
 * A phone number as typed (DECISIONS: kept as typed), e.g. '+233 24 123 4567' or '024 123 4567':
 * an optional '+', then a digit, then digits, spaces, dashes and brackets, 7 to 20 characters,
 * holding 9 to 15 digits (E.164 numbers have at most 15; a Ghana number has 10 written locally).
 */
export const PHONE_NUMBER = /^\+?(?=[0-9 ()-]{7,20}$)[0-9](?:[ ()-]*[0-9]){8,14}[ ()-]*$/;

/** A shopper's or supplier's e-mail address: at most this many characters. */
export const EMAIL_MAX_LENGTH = 255;

/**
 * What the server's @IsEmail() accepts: the same function of the same validator package, with
 * its default options, so a form never passes an address the server then refuses, nor the reverse
 * (isEmail itself also refuses more than 254 characters, or a local part over 64).
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && isEmail(text);
}

/** The most characters of a first or last name, trimmed, as every form and DTO naming a person holds it. */
export const PERSON_NAME_MAX_LENGTH = 100;

/** Lengths of a shipping address, trimmed, as the order form and PlaceOrderDto hold them. */
export const SHIPPING_ADDRESS_LENGTHS = {
  address: { min: 3, max: 300 },
  city: { min: 2, max: 100 },
  country: { min: 2, max: 100 },
} as const;

/** The fewest characters of a supplier's product name, trimmed: one letter names nothing; two may (丝巾, a silk scarf). */
export const SUPPLIER_PRODUCT_NAME_MIN_LENGTH = 2;
