import { HttpError, NetworkError } from '../api/http';
import { errorBody, errorMessage, errorStatus, fieldErrors } from './api-error';

describe('errorMessage', () => {
  it("gives the server's message, not the raw JSON", () => {
    const error = new HttpError(409, '{"statusCode":409,"error":"Conflict","message":"Only 3 of Fugu Smock in stock"}', 'Conflict');
    expect(error.message).toMatch(/^409: \{/);
    expect(errorMessage(error)).toBe('Only 3 of Fugu Smock in stock');
  });

  it('names the fields at fault for a 400 Invalid input', () => {
    const error = new HttpError(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Invalid input', fields: { phone: ['phone must be a Ghana number'] } }), 'Bad Request');
    expect(errorMessage(error)).toBe('phone must be a Ghana number');
  });

  it('falls back to the error message when the body is not JSON', () => {
    expect(errorMessage(new HttpError(404, 'Not here', 'Not Found'))).toBe('404: Not here');
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });

  it('says the shop could not be reached when there was no answer', () => {
    expect(errorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe('Could not reach the shop. Check your connection and try again.');
  });

  it('exposes extra body fields such as the server totals', () => {
    const error = new HttpError(409, JSON.stringify({ statusCode: 409, message: 'Prices have changed', totals: { total: '10.00' } }), 'Conflict');
    expect(errorBody(error)?.totals).toEqual({ total: '10.00' });
  });
});

describe('fieldErrors', () => {
  it("gives a 400's first message per field", () => {
    const error = new HttpError(400, JSON.stringify({ statusCode: 400, message: 'Invalid input', fields: { email: ['email must be an email', 'second'], phone: ['too short'] } }), 'Bad Request');
    expect(fieldErrors(error)).toEqual({ email: 'email must be an email', phone: 'too short' });
  });

  it('has none for other failures', () => {
    expect(fieldErrors(new HttpError(409, JSON.stringify({ message: 'Taken', fields: { email: ['x'] } }), 'Conflict'))).toEqual({});
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('errorMessage with a list of sentences', () => {
  it('joins them', () => {
    expect(errorMessage(new HttpError(400, JSON.stringify({ statusCode: 400, message: ['name is required', 'price is required'] }), 'Bad Request'))).toBe('name is required; price is required');
  });

  it('keeps the status for callers that branch on it', () => {
    expect(errorStatus(new HttpError(404, '', 'Not Found'))).toBe(404);
    expect(errorStatus(new NetworkError(new TypeError('Failed to fetch')))).toBeNull();
  });
});
