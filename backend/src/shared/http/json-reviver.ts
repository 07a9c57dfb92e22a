/**
 * Runs on every value of a JSON body as it is parsed. "__proto__" and "constructor" keys are how
 * prototype pollution arrives, and class-transformer silently drops them, so the request passed
 * as if they were not there; PostgreSQL text cannot hold NUL, which made a 500. Throwing here
 * makes body-parser answer 400 before any handler runs.
 */
export function rejectHostileJson(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor') throw new SyntaxError(`"${key}" is not an accepted field`);
  if (typeof value === 'string' && value.includes('\u0000')) throw new SyntaxError('Text may not contain NUL characters');
  return value;
}
