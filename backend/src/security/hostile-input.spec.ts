import fc from 'fast-check';
import type { Agent, Response } from 'supertest';
import { Product } from '../modules/catalog/domain/product.entity';
import { checkoutBody, insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { Account, createSupplier, createUser, selfieDataUrl, signIn } from './support/accounts';
import { changedTables, dbFingerprint, stopScheduledJobs } from './support/db-fingerprint';
import { fillPath, JsonSchema, loadOperations, Operation } from './support/openapi-operations';

/** Strings attackers and unlucky users send: injections, traversal, control and exotic characters. */
const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1) OR pg_sleep(5)--',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '{"$gt": ""}',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=y',
  '\u202eevil\u202c',
  '👩🏾‍🦱🇬🇭 Kente',
  'Ω≈ç√∫˜µ≤≥÷ 中文 العربية',
  '\ud800',
  '__proto__',
  'constructor',
  ' ',
  '',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(10_000),
  'ü'.repeat(300_000),
];

/** Path segments sent exactly as written (already URL-level): traversal and broken escapes. */
const RAW_PATH_SEGMENTS = ['..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%', '%E0%A4%A', '%00', '..;', '.%00.', '%252e%252e', 'x%0d%0aSet-Cookie:%20a=b'];

const HUGE_NUMBERS = [-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 0.1 + 0.2, 1.005, 123456789.123];

/** Fields callers must never be able to set, whatever the route. */
const PRIVILEGED_FIELDS = ['role', 'isApproved', 'isAdmin', 'sellingPrice', 'passwordHash', 'userId', 'supplierId', 'id', 'approvedAt', 'markupPercentage', '__proto__', 'constructor', 'prototype'];

/** Lone surrogates cannot be URL-encoded; the client would throw before sending anything. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Characters String.prototype.trim removes: what paste, phone keyboards and sloppy clients leave around text. */
const TRIMMED_WHITESPACE = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u2028', '\u202f', '\u3000', '\ufeff'];
const whitespaceOnly = fc.string({ unit: fc.constantFrom(...TRIMMED_WHITESPACE), minLength: 1, maxLength: 30 });

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), whitespaceOnly, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const nastyNumber = fc.oneof(fc.constantFrom(...HUGE_NUMBERS), fc.double({ noNaN: true }), fc.integer());
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PRIVILEGED_FIELDS, 'a'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

describe('hostile input on every route with a body or parameters', () => {
  const operations = loadOperations();
  let shop: TestApp;
  let admin: Agent;
  let rider: Agent;
  let customer: Agent;
  let supplierBrowser: Agent;
  let supplier: Account;
  let product: Product;
  let order: { id: string; orderNumber: string };
  let cartItemId: string;
  let supplierProductId: string;
  let supportRequestId: string;
  /** The customer's cart reminder's link (ADR 071). */
  let reminderToken: string;
  /** What admin supplier routes aim at: fuzzing may reject its face, which must not touch `supplier`. */
  let applicant: Account;
  const cartSessionId = 'hostile-cart';

  beforeAll(async () => {
    shop = await createTestApp();
    stopScheduledJobs(shop);
    const selfie = await selfieDataUrl();
    admin = await signIn(shop, await createUser(shop, 'admin'));
    rider = await signIn(shop, await createUser(shop, 'rider'));
    customer = await signIn(shop, await createUser(shop, 'customer'));
    supplier = await createSupplier(shop, admin, selfie, 'approved');
    supplierBrowser = await signIn(shop, supplier);
    applicant = await createSupplier(shop, admin, selfie, 'pending');
    product = await insertProduct(shop.dataSource, { price: '80.00', stock: 100_000 });
    cartItemId = (await customer.post('/api/cart').send({ sessionId: cartSessionId, productId: product.id, quantity: 1 }).expect(201)).body.id;
    const placed = await customer.post('/api/orders').send(checkoutBody('hostile-order', [{ productId: product.id, quantity: 1, price: '80.00' }])).expect(201);
    order = { id: placed.body.id, orderNumber: placed.body.orderNumber };
    supplierProductId = (await supplierBrowser.post('/api/suppliers/products').send({ supplierProductName: 'Smock', costPrice: 10, minimumQuantity: 1, availableStock: 5 }).expect(201)).body.id;
    await customer.put(`/api/cart/${cartSessionId}/reminder`).send({ phone: '024 555 0909', consent: true }).expect(200);
    [{ token: reminderToken }] = await shop.dataSource.query(`SELECT token FROM cart_reminders WHERE "sessionId" = $1`, [cartSessionId]);
    supportRequestId = (
      await shop.agent().post('/api/support').send({ firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'Order Issue', message: 'Help' }).expect(201)
    ).body.id;
  });
  afterAll(() => shop?.close());

  /** The caller each route is meant for, so the input reaches validation and the handler. */
  function callerFor(operation: Operation): Agent {
    if (operation.path.startsWith('/api/admin/')) return admin;
    if (operation.path.startsWith('/api/rider/')) return rider;
    if (operation.path.startsWith('/api/suppliers/') && !/\/(register|login)$/.test(operation.path)) return supplierBrowser;
    return customer;
  }

  /** Real values for path parameters, so hostile values elsewhere are not simply 404s. */
  function validParams(operation: Operation): Record<string, string> {
    const { path } = operation;
    const id = path.includes('/orders/')
      ? order.id
      : path.includes('/suppliers/{id}')
        ? applicant.id
        : path.includes('/supplier-products/') || path.startsWith('/api/suppliers/products')
          ? supplierProductId
          : path.includes('/support/')
            ? supportRequestId
            : product.id;
    return { id, itemId: cartItemId, sessionId: cartSessionId, orderNumber: order.orderNumber, kind: 'face', slug: 'terms', token: reminderToken };
  }

  /** Well-formed values for names whose format the schema does not spell out. */
  const SAMPLES: Record<string, unknown> = {
    sessionId: cartSessionId,
    phone: '+233 24 123 4567',
    password: 'long-enough-1',
    region: 'Northern',
  };

  function validValue(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
    if (name === 'productId') return fc.constantFrom(product.id, '00000000-0000-4000-8000-000000000000');
    if (name === 'orderId') return fc.constant(order.id);
    if (SAMPLES[name] !== undefined) return fc.constant(SAMPLES[name]);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.example !== undefined) return fc.constant(schema.example);
    if (schema.format === 'email') return fc.constant('kojo@example.com');
    if (schema.format === 'uuid') return fc.constant(product.id);
    switch (schema.type) {
      case 'integer':
        return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 100) });
      case 'number':
        // Whole numbers inside the bounds, which may be fractions (a delivery pin's latitude runs 4.5 to 11.2).
        return fc.integer({ min: Math.ceil(schema.minimum ?? 1), max: Math.floor(Math.min(schema.maximum ?? 100, 100)) });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validValue(name, schema.items ?? {}), { maxLength: 2 });
      case 'object':
        return bodyArbitrary(schema, 0.2);
      default:
        return fc.string({ minLength: schema.minLength ?? 1, maxLength: Math.max(schema.minLength ?? 1, 12) });
    }
  }

  function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
    const oversized: fc.Arbitrary<unknown>[] = [
      fc.constant('x'.repeat((schema.maxLength ?? 5000) + 1)),
      fc.constant((schema.maximum ?? 1e9) * 10 + 1),
      fc.constant((schema.minimum ?? 0) - 1),
    ];
    if (schema.type === 'array') oversized.push(fc.constant(Array.from({ length: 1000 }, () => 'x')));
    return fc.oneof(wrongType, ...oversized);
  }

  /** A body shaped like the schema where each field may be valid, hostile, of the wrong type or missing. */
  function bodyArbitrary(schema: JsonSchema, hostility = 0.5): fc.Arbitrary<Record<string, unknown>> {
    const properties = Object.entries(schema.properties ?? {});
    const fields = Object.fromEntries(
      properties.map(([name, child]) => [
        name,
        fc.oneof({ arbitrary: validValue(name, child), weight: Math.round(10 * (1 - hostility)) + 1 }, { arbitrary: hostileValue(child), weight: Math.round(10 * hostility) }, {
          arbitrary: fc.constant(undefined),
          weight: 2,
        }),
      ]),
    );
    const extra = fc.dictionary(fc.constantFrom(...PRIVILEGED_FIELDS.filter((field) => !(field in (schema.properties ?? {}))), 'unexpected'), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 2,
    });
    return fc.tuple(fc.record(fields), fc.option(extra, { nil: undefined })).map(([record, more]) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(record)) if (value !== undefined) body[key] = value;
      // defineProperty so "__proto__" is a real key in the JSON, as an attacker would send it.
      for (const [key, value] of Object.entries(more ?? {})) Object.defineProperty(body, key, { value, enumerable: true });
      return body;
    });
  }

  /** Sends the call and asserts the two promises: no 5xx, and a refusal leaves the database as it was. */
  async function expectSafe(send: () => Promise<Response>, describeCall: () => string): Promise<Response> {
    const before = await dbFingerprint(shop.dataSource);
    const response = await send();
    if (response.status >= 500) throw new Error(`${describeCall()} answered ${response.status}: ${JSON.stringify(response.body)}`);
    // 431 and 414 come from Node's HTTP parser (the URL is too long) before the app sees anything.
    if (response.status >= 400 && response.status !== 431 && response.status !== 414) {
      const changed = changedTables(before, await dbFingerprint(shop.dataSource));
      if (changed.length > 0) throw new Error(`${describeCall()} was refused with ${response.status} yet changed ${changed.join(', ')}`);
      expect(response.body).toMatchObject({ statusCode: response.status, message: expect.any(String) });
    }
    return response;
  }

  const withBody = operations.filter((operation) => operation.body);
  const withParameters = operations.filter((operation) => operation.parameters.some((parameter) => parameter.in === 'path' || parameter.in === 'query'));

  it('knows which routes take input (the lists below are not empty by accident)', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(15);
    expect(withParameters.length).toBeGreaterThanOrEqual(15);
  });

  const send = (operation: Operation, url: string, body?: string, headers: Record<string, string> = {}) => {
    const request = callerFor(operation)[operation.method.toLowerCase() as 'post'](url);
    for (const [name, value] of Object.entries(headers)) request.set(name, value);
    if (body === undefined) return request;
    return request.set('Content-Type', 'application/json').send(body);
  };

  describe.each(withBody.map((operation) => [operation.key, operation] as const))('%s', (_key, operation) => {
    const url = () => fillPath(operation.path, validParams(operation));

    it('refuses bodies with wrong types, missing, oversized and extra fields without a 5xx or a write', async () => {
      // Login and registration hash a password whenever validation passes: fewer runs keep it quick.
      const numRuns = /login|register/.test(operation.path) ? 8 : 15;
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(operation.body!), async (body) => {
          const json = JSON.stringify(body);
          await expectSafe(() => send(operation, url(), json), () => `${operation.key} with ${json.slice(0, 300)}`);
        }),
        { numRuns },
      );
    });

    it('refuses bodies that are not objects, malformed JSON and privilege fields with 400', async () => {
      const cases = ['[]', '"text"', '42', 'null', 'true', '{"a":', '{"a" 1}', '{', "{'single': 'quotes'}", '\u0000', '{"__proto__": {"role": "admin"}}', '{"constructor": {"prototype": {"isApproved": true}}}'];
      for (const body of cases) {
        const response = await expectSafe(() => send(operation, url(), body), () => `${operation.key} with ${body}`);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      expect(({} as Record<string, unknown>).role).toBeUndefined();
      expect(({} as Record<string, unknown>).isApproved).toBeUndefined();
    });

    it('refuses an oversize body with 413 before it reaches the handler', async () => {
      // An application carries two photos, a return up to three (configure-app's limits).
      const limit = operation.path === '/api/suppliers/register' ? 15 : operation.key === 'POST /api/returns' ? 8 : 1;
      const body = JSON.stringify({ padding: 'x'.repeat(limit * 1024 * 1024 + 10) });
      const response = await expectSafe(() => send(operation, url(), body), () => `${operation.key} with ${limit} MB`);
      expect(response.status).toBe(413);
    });
  });

  describe.each(withParameters.map((operation) => [operation.key, operation] as const))('%s', (_key, operation) => {
    const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const body = () => (operation.body ? JSON.stringify(fc.sample(bodyArbitrary(operation.body, 0), { numRuns: 1, seed: 1 })[0]) : undefined);

    if (pathNames.length > 0) {
      it('answers injection, traversal and nonsense in path ids without a 5xx or a write', async () => {
        const segment = fc.oneof(
          nastyString.filter((value) => value.length > 0).map(encode),
          fc.constantFrom(...RAW_PATH_SEGMENTS),
        );
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...pathNames), segment, async (name, value) => {
            const valid = validParams(operation);
            const url = operation.path.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? value : encodeURIComponent(valid[param])));
            await expectSafe(() => send(operation, url, body()), () => `${operation.method} ${url}`);
          }),
          { numRuns: 12 },
        );
      });
    }

    if (queryParameters.length > 0) {
      it('answers hostile, repeated and out-of-range query parameters without a 5xx', async () => {
        const value = fc.oneof(
          nastyString,
          nastyNumber.map(String),
          ...queryParameters.flatMap((parameter) => (parameter.schema?.enum ? [fc.constantFrom(...parameter.schema.enum.map(String))] : [])),
        );
        const pairs = fc.array(fc.tuple(fc.constantFrom(...queryParameters.map((parameter) => parameter.name), 'unknown', '__proto__', 'limit[]'), value), { maxLength: 6 });
        await fc.assert(
          fc.asyncProperty(pairs, async (query) => {
            const search = query.map(([name, raw]) => `${encode(name)}=${encode(raw)}`).join('&');
            const url = `${fillPath(operation.path, validParams(operation))}?${search}`;
            const response = await expectSafe(() => send(operation, url, body()), () => `${operation.method} ${url.slice(0, 300)}`);
            if (response.status === 200 && Array.isArray(response.body)) expect(response.body.length).toBeLessThanOrEqual(100);
          }),
          { numRuns: 25 },
        );
      });
    }
  });

  /** Text fields that must hold something (a minimum length), as "shippingAddress.city"; passwords keep their spaces. */
  function requiredTextFields(schema: JsonSchema, parent = ''): { field: string; minLength: number }[] {
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
      const field = parent ? `${parent}.${name}` : name;
      if (child.type === 'object') return requiredTextFields(child, field);
      const freeText = child.type === 'string' && (child.minLength ?? 0) >= 1 && !child.enum && !child.pattern && !child.format && !/password/i.test(name);
      return freeText ? [{ field, minLength: child.minLength! }] : [];
    });
  }

  const requiredText = withBody.flatMap((operation) => requiredTextFields(operation.body!).map(({ field, minLength }) => [`${operation.key} ${field}`, operation, field, minLength] as const));

  it('finds the text fields that must not be blank (the list below is not empty by accident)', () => {
    expect(requiredText.map(([name]) => name)).toEqual(expect.arrayContaining(['POST /api/reviews comment', 'POST /api/orders shippingAddress.address', 'POST /api/support message']));
  });

  it.each(requiredText)('%s: white space alone, or padding a too-short value to length, answers 400 naming the field', async (_name, operation, field, minLength) => {
    // Padding around one letter only falls short when the field needs two characters or more.
    const tooShortOnceTrimmed = minLength >= 2 ? fc.oneof(whitespaceOnly, whitespaceOnly.map((padding) => `${padding}x${padding}`)) : whitespaceOnly;
    const url = fillPath(operation.path, validParams(operation));
    // The field alone: validation names every field at fault, so the others being missing hides nothing.
    const [top, nested] = field.split('.');
    await fc.assert(
      fc.asyncProperty(tooShortOnceTrimmed.map((text) => text.padEnd(minLength, ' ')), async (text) => {
        const json = JSON.stringify(nested ? { [top]: { [nested]: text } } : { [field]: text });
        const response = await expectSafe(() => send(operation, url, json), () => `${operation.key} with ${json}`);
        expect({ status: response.status, fields: Object.keys(response.body.fields ?? {}) }).toEqual({ status: 400, fields: expect.arrayContaining([field]) });
      }),
      { numRuns: 5 },
    );
  });

  /**
   * Every free-text field of every body, as "shippingAddress.city" or "items.0.name" (strings with no
   * enum, pattern or format), with how to send text in it. Passwords and image data have their own rules.
   */
  function freeTextFields(schema: JsonSchema, parent = ''): { field: string; value: (text: string) => unknown }[] {
    const isFree = (candidate: JsonSchema | undefined) => candidate?.type === 'string' && !candidate.enum && !candidate.pattern && !candidate.format;
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
      const field = parent ? `${parent}.${name}` : name;
      if (child.type === 'object') return freeTextFields(child, field);
      if (child.type === 'array' && child.items?.type === 'object') return freeTextFields(child.items, `${field}.0`);
      if (/password|Image$/.test(name) || name === 'photos') return [];
      if (isFree(child)) return [{ field, value: (text: string) => text }];
      if (child.type === 'array' && isFree(child.items)) return [{ field, value: (text: string) => [text] }];
      return [];
    });
  }

  /** Textareas: these keep line breaks and tabs. Every other free-text field is a single line. */
  const MULTI_LINE_FIELDS = ['businessHours', 'comment', 'description', 'markdown', 'message', 'notes', 'reason', 'response', 'supplierDescription', 'text'];
  /** The store's postal address is typed in lines; a shipping address (also `address`) is one line. */
  const MULTI_LINE_BODY_FIELDS = [
    // What the shopper tells staff about a return (ADR 069).
    'POST /api/returns note',
    'POST /api/returns/quote note',
    'PUT /api/admin/settings address',
    ...['POST /api/admin/delivery/pickup-points', 'PUT /api/admin/delivery/pickup-points/{id}'].flatMap((route) => [`${route} address`, `${route} openingHours`]),
  ];
  /** Controls (ESC, BEL, DEL, C1's CSI and NEL, a bare CR, VT), line and paragraph separators, bidi overrides and isolates. */
  const NEVER_IN_TEXT = ['\u001b[31m', '\u0007', '\u007f', '\u009b', '\u0085', '\r', '\u000b', '\u2028', '\u2029', '\u202a', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const LINE_BREAKS = ['\n', '\r\n', '\t'];

  /** The body holding just that field ("items.0.name" -> { items: [{ name }] }): validation names every field at fault. */
  function bodyWith(field: string, value: unknown): unknown {
    return field.split('.').reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
  }

  const freeText = withBody.flatMap((operation) =>
    freeTextFields(operation.body!).map(({ field, value }) => [`${operation.key} ${field}`, operation, field, value, MULTI_LINE_FIELDS.includes(field.split('.').pop()!) || MULTI_LINE_BODY_FIELDS.includes(`${operation.key} ${field}`)] as const),
  );

  it('finds the free-text fields (the list below is not empty by accident)', () => {
    expect(freeText.map(([name]) => name)).toEqual(
      expect.arrayContaining(['POST /api/orders shippingAddress.address', 'POST /api/orders items.0.name', 'POST /api/support message', 'POST /api/reviews comment', 'POST /api/admin/products tags']),
    );
  });

  it.each(freeText)('%s refuses control and text-direction characters with 400 naming the field', async (_name, operation, field, value, multiLine) => {
    const url = fillPath(operation.path, validParams(operation));
    const refused = multiLine ? NEVER_IN_TEXT : [...NEVER_IN_TEXT, ...LINE_BREAKS];
    for (const character of refused) {
      const json = JSON.stringify(bodyWith(field, value(`Ama${character}Owusu`)));
      const response = await expectSafe(() => send(operation, url, json), () => `${operation.key} with ${json}`);
      expect({ character, status: response.status, named: (response.body.fields?.[field] ?? []).join(' ') }).toEqual({
        character,
        status: 400,
        named: expect.stringMatching(/control or text-direction characters/),
      });
    }
    if (multiLine) {
      const json = JSON.stringify(bodyWith(field, value('First line of it\nsecond line\r\n\tindented')));
      const response = await expectSafe(() => send(operation, url, json), () => `${operation.key} with ${json}`);
      expect(response.body.fields?.[field]).toBeUndefined();
    }
  });

  it('answers a hostile Idempotency-Key with 400 and places no order', async () => {
    const operation = operations.find((candidate) => candidate.key === 'POST /api/orders')!;
    const order = JSON.stringify(checkoutBody('idempotent-cart', [{ productId: product.id, quantity: 1, price: '80.00' }]));
    // DECISIONS: printable ASCII of 8 to 255 characters; quotes and dots are fine (the key is a bound parameter), these are not.
    for (const key of ['x'.repeat(5000), 'x'.repeat(256), 'short', 'clé-de-commande', 'tab\tinside-the-key']) {
      const response = await expectSafe(() => send(operation, '/api/orders', order, { 'Idempotency-Key': key }), () => `Idempotency-Key ${key.slice(0, 40)}`);
      expect(response.status).toBe(400);
    }
  });

  it('refuses NUL characters (which PostgreSQL text cannot hold) in otherwise valid bodies, paths and searches without a 5xx', async () => {
    const support = { firstName: 'Ama', lastName: 'Owusu', email: 'ama@example.com', subject: 'Order Issue', message: 'Where\u0000 is it?' };
    const supportResponse = await expectSafe(() => customer.post('/api/support').send(support), () => 'support message with NUL');
    expect(supportResponse.status).toBe(400);
    const checkout = { ...checkoutBody('nul-cart', [{ productId: product.id, quantity: 1, price: '80.00' }]), notes: 'Leave at the gate\u0000' };
    expect((await expectSafe(() => customer.post('/api/orders').send(checkout), () => 'order notes with NUL')).status).toBe(400);
    for (const url of ['/api/orders/GH%00/reviews', '/api/orders/track/GH%00', '/api/products?search=a%00b', `/api/cart/abc%00def`]) {
      const response = await expectSafe(() => customer.get(url), () => `GET ${url}`);
      expect(response.status).toBeLessThan(500);
    }
  });

  /** One well-formed body for the route: each field's first sample, the same on every run. */
  function wellFormedBody(schema: JsonSchema): Record<string, unknown> {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, fc.sample(validValue(name, child), { seed: 1, numRuns: 1 })[0]]));
  }

  // A field a client may leave out may also arrive as null (JSON clients write absent values that way):
  // it must mean "left out" or be refused, never reach arithmetic as null.
  it.each(withBody.map((operation) => [operation.key, operation] as const))('%s takes null in each field of an otherwise well-formed body without a 5xx', async (key, operation) => {
    const wellFormed = wellFormedBody(operation.body!);
    for (const field of Object.keys(wellFormed)) {
      const body = JSON.stringify({ ...wellFormed, [field]: null });
      await expectSafe(() => send(operation, fillPath(operation.path, validParams(operation)), body), () => `${key} with ${body}`);
    }
  });

  it('finds products by words with SQL wildcards and quotes in them as plain text', async () => {
    await insertProduct(shop.dataSource, { name: "Ama's 100% cotton_wrap" });
    const quoted = await customer.get('/api/products').query({ search: "Ama's 100%" }).expect(200);
    expect(quoted.body.map((item: { name: string }) => item.name)).toEqual(["Ama's 100% cotton_wrap"]);
    // As wildcards they would find every product; as text they are no word at all.
    expect((await customer.get('/api/products').query({ search: '%' }).expect(200)).body).toEqual([]);
    expect((await customer.get('/api/products').query({ search: '_' }).expect(200)).body).toEqual([]);
    const underscored = await customer.get('/api/products').query({ search: 'cotton_wrap' }).expect(200);
    expect(underscored.body.map((item: { name: string }) => item.name)).toEqual(["Ama's 100% cotton_wrap"]);
  });
});
