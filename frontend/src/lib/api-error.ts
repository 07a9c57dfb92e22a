import { HttpError, NetworkError } from '../api/http';

/*
 * The one place that reads a failed API call for the screens: its status, its JSON body, the
 * sentence to show and the per-field messages of a 400.
 */

/** The JSON error body every API failure carries: { statusCode, error, message, fields?, ... }. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  fields?: Record<string, string[]>;
  [extra: string]: unknown;
}

/** The parsed JSON body of an API failure, or null when there is none (network error, HTML page). */
export function errorBody(error: unknown): ApiErrorBody | null {
  if (!(error instanceof HttpError) || !error.body) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

export function errorStatus(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

/**
 * What a shopper should read in a toast: the server's own sentence ('Only 3 of Fugu Smock in
 * stock'), never the raw '409: {"statusCode":...}' text of the error.
 */
export function errorMessage(error: unknown): string {
  const body = errorBody(error);
  if (typeof body?.message === 'string' && body.message.trim()) {
    const fieldMessages = Object.values(fieldErrors(error));
    // 'Invalid input' alone tells nobody anything: say which field is at fault.
    if (body.message === 'Invalid input' && fieldMessages.length > 0) return fieldMessages.join('. ');
    return body.message;
  }
  // Nest's own validation answers carry a list of sentences.
  const list: unknown = body?.message;
  if (Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string')) return list.join('; ');
  if (error instanceof HttpError) {
    if (error.status === 429) return 'Too many attempts. Please wait a moment and try again.';
    if (error.status >= 500) return 'The shop is having trouble right now. Please try again shortly.';
    return error.message;
  }
  if (error instanceof NetworkError) return 'Could not reach the shop. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A 400 answer's per-field messages ({"fields": {"email": ["..."]}}): the first one per body field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (errorStatus(error) !== 400) return {};
  const fields: unknown = errorBody(error)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return result;
}
