import { isAxiosError } from 'axios';
import { HttpError } from '../api/http';

const UNREACHABLE = "We couldn't reach the shop. Please check your connection and try again.";
const FALLBACK = 'Something went wrong. Please try again.';

interface ErrorBody {
  message?: unknown;
  fields?: unknown;
}

function parseBody(error: HttpError): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

/** The HTTP status of a failed call (404, 409, 429...), or undefined for a network failure. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/**
 * The sentence to show a shopper in a toast: the server's `message` from its JSON error body
 * ({"statusCode":409,"error":"Conflict","message":"..."}), never the raw "409: {...}" text.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = parseBody(error);
    const message = body?.message;
    // A 400 says 'Invalid input' and names the fields: the field messages tell the shopper more.
    const fieldMessages = Object.values(serverFieldErrors(error));
    if (message === 'Invalid input' && fieldMessages.length > 0) return fieldMessages.join('. ');
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0) return message.join('; ');
    return FALLBACK;
  }
  if (isAxiosError(error)) return UNREACHABLE; // no response at all: offline, DNS, timeout
  return FALLBACK;
}

/** A 400 answer's per-field messages ({"fields": {"email": ["..."]}}), keyed by body field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  const fields = parseBody(error)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return result;
}
