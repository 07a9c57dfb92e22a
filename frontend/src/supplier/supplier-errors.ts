import { HttpError, NetworkError } from '../api/http';
import { errorBody } from '../lib/api-error';
import type { MessageKey, MessageParams } from './i18n/messages';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * A failure in the supplier's language where we know what it means (throttled, shop down, offline);
 * otherwise the server's own sentence, or the screen's fallback ('Failed to submit application').
 */
export function supplierErrorText(error: unknown, t: Translate, fallback: MessageKey): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return t('error.tooMany');
    if (error.status >= 500) return t('error.server');
    const message = errorBody(error)?.message;
    return typeof message === 'string' && message.trim() ? message : t(fallback);
  }
  if (error instanceof NetworkError) return t('error.network');
  return t(fallback);
}

/** The server's sentences we can say in Chinese too (they repeat SPEC §5 word for word). */
const KNOWN_FIELD_MESSAGES: Record<string, MessageKey> = {
  'Invalid email address': 'validation.emailInvalid',
  'email must be an email': 'validation.emailInvalid',
  'Password must be at least 6 characters': 'validation.passwordShort',
  'File size must be less than 5MB': 'wizard.id.tooLarge',
  'Please upload an image file (JPG, PNG)': 'wizard.id.notImage',
  'Cost price is required': 'productForm.costRequired',
  'Stock is required': 'productForm.stockRequired',
  'Minimum quantity is required': 'productForm.minQtyRequired',
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
