/**
 * Axios defaults for the generated API client (SPEC §7, §8): every call sends cookies, and any
 * non-2xx answer becomes an Error whose message is `${status}: ${body text or statusText}`.
 * Imported once, for its side effects, by main.tsx.
 */
import axios, { isAxiosError } from 'axios';

axios.defaults.withCredentials = true;

/** An HTTP failure as SPEC §8 words it; `status` is kept for callers that branch on it (401, 409). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

export function toHttpError(error: unknown): unknown {
  if (isAxiosError(error) && error.response) {
    const { status, statusText, data } = error.response;
    return new HttpError(status, bodyText(data), statusText);
  }
  return error; // network failure or cancellation: keep axios' own error
}

/** SPEC §6: an auth failure is an error whose message starts with '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

axios.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toHttpError(error)));
