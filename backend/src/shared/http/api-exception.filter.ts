import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { requestIdOf } from '../logging/request-id';
import { DomainError } from './domain-errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Database failures that mean "try again shortly", not "the code is wrong". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300']);

/**
 * Every error leaves as { statusCode, error, message, fields?, requestId }; internals are logged,
 * never sent. `requestId` (also the X-Request-Id header) finds the request's log lines (ADR 073).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    const requestId = requestIdOf(response.req);
    response.status(status).json({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', ...body, ...(requestId ? { requestId } : {}) });
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainError) {
      return { status: exception.status, body: { message: exception.message, ...exception.details } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { status, body: { message: payload } };
      const { message, fields, ...rest } = payload as Record<string, unknown>;
      let text = Array.isArray(message) ? message.join('; ') : String(message ?? STATUS_TEXT[status] ?? 'Error');
      // Nest's router answers an unknown route with "Cannot GET <the path as sent>": never echo client text.
      if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(text)) text = 'There is nothing at this address';
      delete rest.statusCode;
      delete rest.error;
      return { status, body: { message: text, ...(fields ? { fields } : {}), ...rest } };
    }
    const expressError = exception as { type?: string; status?: number; code?: string };
    if (expressError?.type === 'entity.too.large') {
      return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: { message: 'Request body is too large' } };
    }
    if (expressError?.type === 'entity.parse.failed') {
      return { status: HttpStatus.BAD_REQUEST, body: { message: 'Malformed JSON body' } };
    }
    if (typeof expressError?.status === 'number' && expressError.status >= 400 && expressError.status < 500) {
      return { status: expressError.status, body: { message: STATUS_TEXT[expressError.status] ?? 'Bad request' } };
    }
    if (isDatabaseUnavailable(exception)) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: 'The shop is temporarily unavailable, please try again shortly' } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong on our side' } };
  }
}

function isDatabaseUnavailable(exception: unknown): boolean {
  const error = (exception instanceof QueryFailedError ? exception.driverError : exception) as { code?: string; message?: string };
  if (!error) return false;
  if (error.code && UNAVAILABLE_CODES.has(error.code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(error.message ?? '');
}
