import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { WEBHOOK_EVENTS } from '../modules/webhooks/domain/webhook-event-types';

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
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key made in the console (Settings, API keys), sent as `Authorization: Bearer sk_live_...` (`sk_test_...` from a shop in TEST MODE). It opens the admin operations ' +
          'that list it, each needing the scope named in `x-required-scope`, and GET /api/integrations/key. See docs/integrations.md.',
      },
      'apiKey',
    )
    .build();
  // operationIds equal method names: stable hook names for orval and readable diffs.
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
  return { ...document, 'x-webhooks': webhookOperations() } as OpenAPIObject;
}

/**
 * The events integrators receive, in the shape OpenAPI 3.1 gives its `webhooks` section. The
 * document stays 3.0 (what @nestjs/swagger writes and orval reads), so they sit under the
 * extension `x-webhooks`, each body referring to its payload schema in components (ADR 055).
 */
function webhookOperations(): Record<string, unknown> {
  const headers = {
    'webhook-id': 'The event id, the same on every retry: receivers dedupe by it.',
    'webhook-timestamp': 'Unix seconds when this attempt was signed.',
    'webhook-signature': 'v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed with the base64-decoded secret after whsec_> (Standard Webhooks).',
  };
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENTS).map(([type, event]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, '_')}`,
          summary: event.summary,
          tags: ['webhooks'],
          parameters: Object.entries(headers).map(([name, description]) => ({ in: 'header', name, required: true, description, schema: { type: 'string' } })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/WebhookEnvelopeDto' },
                    { type: 'object', properties: { type: { type: 'string', enum: [type] }, version: { type: 'integer', enum: [event.version] }, data: { $ref: `#/components/schemas/${event.payload.name}` } } },
                  ],
                },
              },
            },
          },
          responses: { '2XX': { description: 'Received. Any other answer (or none within 10 s) is retried with backoff for 3 days.' } },
        },
      },
    ]),
  );
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
