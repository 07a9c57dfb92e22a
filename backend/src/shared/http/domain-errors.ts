/** Errors a command or query raises on purpose; the exception filter maps them to HTTP. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
}

export class ConflictError extends DomainError {
  readonly status = 409;
}

/** A per-client allowance is used up (beyond what the rate-limit guard counts). */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
}

/** A rule about the input that class-validator cannot express (e.g. an image's bytes). */
export class InvalidInputError extends DomainError {
  readonly status = 400;
  constructor(fields: Record<string, string[]>, message = 'Invalid input') {
    super(message, { fields });
  }
}
