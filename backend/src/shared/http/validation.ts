import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors into { "shippingAddress.city": ["..."] }. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(fields, fieldErrors(error.children, path));
  }
  return fields;
}

/** Distinct query strings worth remembering: the catalog's filters, pages and sorts, not every search typed. */
const MAX_REMEMBERED_QUERIES = 1000;

/**
 * The global pipe, which also remembers what it made of a query string it accepted: storefront
 * reads repeat the same few (`?category=women&sort=price-asc`) and class-transformer plus
 * class-validator cost more per request than the catalog's read model itself. A remembered DTO is
 * frozen, so no handler can change what the next request gets.
 */
class RememberingValidationPipe extends ValidationPipe {
  private readonly rememberedByType = new Map<unknown, Map<string, unknown>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'query' || !metadata.metatype || !isFlatStrings(value)) return super.transform(value, metadata);
    let remembered = this.rememberedByType.get(metadata.metatype);
    if (!remembered) this.rememberedByType.set(metadata.metatype, (remembered = new Map()));
    const key = JSON.stringify(value);
    const known = remembered.get(key);
    if (known) return known;
    const dto = Object.freeze(await super.transform(value, metadata));
    if (remembered.size >= MAX_REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, dto);
    return dto;
  }
}

/** A query string parsed into plain strings only (no arrays or nested objects, whose order or shape could vary). */
function isFlatStrings(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((field) => typeof field === 'string');
}

export function createValidationPipe(): ValidationPipe {
  return new RememberingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException({ message: 'Invalid input', fields: fieldErrors(errors) }),
  });
}
