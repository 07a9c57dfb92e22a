import { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiExceptionFilter } from '../shared/http/api-exception.filter';

// The server cut off from a real PostgreSQL: database-outage.postgres.spec.ts.

/** What the filter answers for `exception`, without an HTTP server. */
function answerFor(exception: unknown): { status: number; body: Record<string, unknown> } {
  let answer = { status: 0, body: {} as Record<string, unknown> };
  const response = {
    headersSent: false,
    status(status: number) {
      answer.status = status;
      return { json: (body: Record<string, unknown>) => (answer = { status, body }) };
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  const filter = new ApiExceptionFilter();
  (filter as unknown as { logger: { error: () => void } }).logger = { error: () => undefined };
  filter.catch(exception, host);
  return answer;
}

const coded = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('an unreachable database', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', coded('read ECONNRESET', 'ECONNRESET')],
    ['a connection closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a query that got no answer in time', new QueryFailedError('SELECT 1', [], new Error('Query read timeout'))],
    ['a server shutting down', new QueryFailedError('SELECT 1', [], coded('terminating connection due to administrator command', '57P01'))],
  ])('answers 503 in the JSON error shape for %s', (_case, error) => {
    expect(answerFor(error)).toEqual({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'The shop is temporarily unavailable, please try again shortly' },
    });
  });

  it('still answers 500 for a query the database refused (a bug, not an outage)', () => {
    expect(answerFor(new QueryFailedError('SELECT nope', [], coded('column "nope" does not exist', '42703'))).status).toBe(500);
  });
});
