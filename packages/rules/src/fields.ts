/** Formats of fields that the server's validators and the forms must judge alike. */

/**
 * A phone number as typed (DECISIONS: kept as typed), e.g. '+233 24 123 4567' or '024 123 4567':
 * an optional '+', then a digit, then digits, spaces, dashes and brackets, 7 to 20 characters,
 * holding 9 to 15 digits (E.164 numbers have at most 15; a Ghana number has 10 written locally).
 */
export const PHONE_NUMBER = /^\+?(?=[0-9 ()-]{7,20}$)[0-9](?:[ ()-]*[0-9]){8,14}[ ()-]*$/;

/** An image of a product or supplier product: a path on this shop, like /catalog-images/x-1-600.webp. */
export const IMAGE_PATH = /^\/[A-Za-z0-9/_.-]{1,300}$/;
