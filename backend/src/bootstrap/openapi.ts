import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kente & Co. shop API')
    .setDescription(
      'Storefront, admin console and supplier portal of an online shop for Ghanaian and African fashion. ' +
        'Money is Ghana cedis as decimal strings with two places ("112.00"). Errors share one shape: ApiErrorDto.',
    )
    .setVersion('1.0.0')
    .addCookieAuth('shop.sid', { type: 'apiKey', in: 'cookie', name: 'shop.sid' }, 'session')
    .addCookieAuth('shop.supplier.sid', { type: 'apiKey', in: 'cookie', name: 'shop.supplier.sid' }, 'supplierSession')
    .build();
  // operationIds equal method names: stable hook names for orval and readable diffs.
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/** Recursively sorts object keys so the committed spec diffs cleanly. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
