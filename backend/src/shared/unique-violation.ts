import { QueryFailedError } from 'typeorm';

/** The constraint a failed write broke, when it broke a unique one (two requests claiming one value at once). */
export function uniqueViolation(error: unknown): string | null {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; constraint?: string };
  return driverError?.code === '23505' ? (driverError.constraint ?? '') : null;
}
