import { formatCedis, MAX_SUPPLIER_COST, SUPPLIER_PRODUCT_NAME_MIN_LENGTH } from '@shop/rules';
import { HttpError, NetworkError } from '../api/http';
import { errorBody } from '../lib/api-error';
import type { MessageKey, MessageParams } from './i18n/messages';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Sentences the server says to suppliers, in words we have in both languages. */
const KNOWN_MESSAGES: Record<string, MessageKey> = {
  'Product not found': 'error.productGone',
  'Your account must be approved before you can list products': 'products.notApproved',
  'A supplier with this e-mail has already applied': 'register.duplicateEmail',
  'Invalid email or password': 'login.invalid',
};

/**
 * A failure as a catalogue key, so it is said in the supplier's language and follows the switch:
 * the server's sentence when we know it, else what its status means, else the screen's fallback
 * ('Failed to submit application'). The server's English is never shown as it is.
 */
export function supplierErrorKey(error: unknown, fallback: MessageKey): MessageKey {
  if (error instanceof HttpError) {
    const message = errorBody(error)?.message;
    const known = typeof message === 'string' ? KNOWN_MESSAGES[message] : undefined;
    if (known) return known;
    if (error.status === 429) return 'error.tooMany';
    if (error.status >= 500) return 'error.server';
    if (error.status === 401) return 'error.signedOut';
    if (error.status === 403) return 'products.notApproved';
    if (error.status === 404) return 'error.productGone';
    return fallback;
  }
  if (error instanceof NetworkError) return 'error.network';
  return fallback;
}

export function supplierErrorText(error: unknown, t: Translate, fallback: MessageKey): string {
  return t(supplierErrorKey(error, fallback));
}

/** The server's sentences we can say in Chinese too (they repeat SPEC §5 word for word). */
const KNOWN_FIELD_MESSAGES: Record<string, MessageKey> = {
  'Invalid email address': 'validation.emailInvalid',
  'email must be an email': 'validation.emailInvalid',
  'Password must be at least 6 characters': 'validation.passwordShort',
  'Password is too common: it is on lists of leaked passwords, please choose another': 'validation.passwordCommon',
  'Password must not be your e-mail address': 'validation.passwordIsEmail',
  'File size must be less than 5MB': 'wizard.id.tooLarge',
  'Please upload an image file (JPG, PNG)': 'wizard.id.notImage',
  'The image is too large: at most 25 megapixels (e.g. 6000 x 4000)': 'wizard.id.tooManyPixels',
  'Cost price is required': 'productForm.costRequired',
  'Stock is required': 'productForm.stockRequired',
  'Minimum quantity is required': 'productForm.minQtyRequired',
  // SaveSupplierProductDto's limits, worded from the same constants.
  [`Product name must be at least ${SUPPLIER_PRODUCT_NAME_MIN_LENGTH} characters`]: 'productForm.nameTooShort',
  [`Cost price must be at most ${formatCedis(MAX_SUPPLIER_COST, { fromPesewas: true })}`]: 'productForm.costTooHigh',
  'Minimum quantity must not be more than the available stock': 'productForm.minQtyAboveStock',
};

const FIELD_FALLBACKS: Record<string, MessageKey> = {
  email: 'validation.emailInvalid',
  phone: 'validation.phoneInvalid',
  password: 'validation.passwordShort',
};

/**
 * A 400's per-field complaints as catalogue keys, so they follow the language switch like the
 * form's own checks do. A complaint we have no words for reads 'Please check this field'.
 */
export function fieldErrorKeys(error: unknown): Record<string, MessageKey> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  const fields = errorBody(error)?.fields ?? {};
  const keys: Record<string, MessageKey> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    keys[field] = (first && KNOWN_FIELD_MESSAGES[first]) || FIELD_FALLBACKS[field] || 'validation.fieldInvalid';
  }
  return keys;
}
