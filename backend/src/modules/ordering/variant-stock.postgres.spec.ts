import fc from 'fast-check';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { checkoutBody, signedInBrowser } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';

// Each run publishes a product and sends up to 16 requests to two app instances; 25 runs take
// a minute or two on the shared two-core machine.
jest.setTimeout(900_000);

const SIZES = ['S', 'M'];
const COLORS = ['Red', 'Blue'];
const GRID = SIZES.flatMap((size) => COLORS.map((color) => ({ size, color })));
const PRICE = '112.00';

type Operation =
  | { kind: 'checkout'; shop: number; lines: { variant: number; quantity: number }[] }
  | { kind: 'cancel'; shop: number; checkout: number }
  | { kind: 'restock'; shop: number; variant: number; units: number };

const shopIndex = fc.integer({ min: 0, max: 1 });
const variantIndex = fc.integer({ min: 0, max: GRID.length - 1 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('checkout' as const), shop: shopIndex, lines: fc.array(fc.record({ variant: variantIndex, quantity: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 2 }) }) },
  // Cancels the order of an earlier operation of the run, if that one was a checkout that went through.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), shop: shopIndex, checkout: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restock' as const), shop: shopIndex, variant: variantIndex, units: fc.integer({ min: 1, max: 3 }) }) },
);
const scenario = fc.record({ initial: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: GRID.length, maxLength: GRID.length }), operations: fc.array(operation, { minLength: 2, maxLength: 16 }) });

/**
 * ADR 025, issue 16: the reservation rule under concurrency, on two instances of the shop sharing
 * one PostgreSQL. Every operation of a run is sent at once, half to each instance (a cancel waits
 * only for the checkout it cancels); restocks come from the supplier, whose figures the catalog
 * follows by deltas. Whatever the interleaving, no variant goes below zero (watched while the run
 * is in flight) and, per variant, units in open orders + units in stock = units ever added.
 */
describe('stock per variant under concurrent checkouts, cancels and restocks on two instances (property)', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];
  let admins: Agent[];
  let suppliers: Agent[];
  const figures = { runs: 0, operations: 0, placed: 0, refused: 0, cancelled: 0, restocked: 0, units: 0, lowestSeen: Infinity, ms: 0 };

  beforeAll(async () => {
    shops = instances.shops;
    admins = [await signedInBrowser(shops[0], 'admin'), await signedInBrowser(shops[1], 'admin')];
    const selfie = `data:image/jpeg;base64,${(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8d5524' } }).jpeg().toBuffer()).toString('base64')}`;
    const account = { email: 'weaver@example.com', password: 'secret-123' };
    const registered = await shops[0]
      .agent()
      .post('/api/suppliers/register')
      .send({ ...account, businessName: 'Bonwire Weavers', contactPerson: 'Kwame Asare', phone: '+233 24 000 0000', address: 'Bonwire', country: 'Ghana', language: 'en', faceVerificationImage: selfie, governmentIdImage: selfie })
      .expect(201);
    await admins[1].put(`/api/admin/suppliers/${registered.body.id}/verify-face`).send({ status: 'verified' }).expect(200);
    await admins[0].put(`/api/admin/suppliers/${registered.body.id}/approve`).expect(200);
    suppliers = [shops[0].agent(), shops[1].agent()];
    for (const supplier of suppliers) await supplier.post('/api/suppliers/login').send(account).expect(200);
  });

  afterAll(() => {
    // The figures for docs/benchmarks.md and the report.
    console.log(`variant stock property: ${JSON.stringify(figures)}`);
  });

  it('never lets a variant go below zero, and keeps units ordered + units in stock = units ever added', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(scenario, async ({ initial, operations }) => {
        figures.runs += 1;
        figures.operations += operations.length;
        // A fresh product per run: the supplier's, published, with the run's opening stock per variant.
        const supplied = initial.slice();
        const grid = () => GRID.map((choice, index) => ({ ...choice, stock: supplied[index] }));
        const fields = { supplierProductName: `Kente Stole ${figures.runs}`, costPrice: 100, minimumQuantity: 1 };
        const created = await suppliers[0].post('/api/suppliers/products').send({ ...fields, variants: grid() }).expect(201);
        const { productId } = (await admins[figures.runs % 2].post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'accessories' }).expect(201)).body;
        const variants: { id: string; size: string; color: string }[] = (await shops[0].agent().get(`/api/products/${productId}`).expect(200)).body.variants;
        const added = initial.slice();

        const lowest = watchLowestStock(shops[0], productId);
        let restocks: Promise<unknown> = Promise.resolve();
        const results: Promise<{ orderId?: string; status: number; message?: string }>[] = [];
        operations.forEach((op, index) => {
          if (op.kind === 'checkout') {
            const lines = op.lines.map(({ variant, quantity }) => ({ productId, quantity, price: PRICE, size: GRID[variant].size, color: GRID[variant].color }));
            const body = checkoutBody(`run-${figures.runs}-${index}`, lines);
            const sent = shops[op.shop]
              .agent()
              .post('/api/orders')
              .send({ ...body, items: body.items.map((item, line) => ({ ...item, color: lines[line].color })) });
            results.push(sent.then((response) => ({ status: response.status, orderId: response.status === 201 ? (response.body.id as string) : undefined, message: response.body.message as string })));
          } else if (op.kind === 'cancel') {
            const target = index === 0 ? undefined : results[op.checkout % index];
            results.push(
              (target ?? Promise.resolve({ status: 0, orderId: undefined })).then(async ({ orderId }) => {
                if (!orderId) return { status: 0 };
                const response = await admins[op.shop].patch(`/api/admin/orders/${orderId}/status`).send({ status: 'cancelled' });
                return { status: response.status };
              }),
            );
          } else {
            // The supplier's own figures are one row: its restocks go one after another, while
            // checkouts and cancels run alongside them.
            const restock = restocks.then(async () => {
              supplied[op.variant] += op.units;
              const response = await suppliers[op.shop].put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, variants: grid() });
              if (response.status === 200) added[op.variant] += op.units;
              return { status: response.status };
            });
            restocks = restock;
            results.push(restock);
          }
        });
        const settled = await Promise.all(results);
        const lowestSeen = await lowest.stop();

        operations.forEach((op, index) => {
          const { status, message } = settled[index];
          if (op.kind === 'checkout') expect([201, 409]).toContain(status);
          else if (op.kind === 'cancel') expect([0, 200]).toContain(status);
          else expect(status).toBe(200);
          // A refusal is always the stock rule, naming the product, size and colour.
          if (status === 409) expect(message).toMatch(/^(Kente Stole \d+ \((S|M), (Red|Blue)\) is sold out|Only \d+ of Kente Stole \d+ \((S|M), (Red|Blue)\) left in stock)$/);
          if (op.kind === 'checkout') figures[status === 201 ? 'placed' : 'refused'] += 1;
          if (op.kind === 'cancel' && status === 200) figures.cancelled += 1;
          if (op.kind === 'restock') figures.restocked += 1;
        });

        const stock = new Map(
          ((await shops[1].dataSource.query(`SELECT id, stock FROM product_variants WHERE "productId" = $1`, [productId])) as { id: string; stock: number }[]).map((row) => [row.id, row.stock]),
        );
        const ordered = new Map(
          (
            (await shops[1].dataSource.query(
              `SELECT line->>'variantId' AS id, sum((line->>'quantity')::int)::int AS units
                 FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) AS line
                WHERE line->>'productId' = $1 AND o."orderStatus" <> 'cancelled' GROUP BY 1`,
              [productId],
            )) as { id: string; units: number }[]
          ).map((row) => [row.id, row.units]),
        );
        figures.lowestSeen = Math.min(figures.lowestSeen, lowestSeen);
        expect(lowestSeen).toBeGreaterThanOrEqual(0);
        const perVariant = GRID.map((choice, index) => {
          const variant = variants.find((candidate) => candidate.size === choice.size && candidate.color === choice.color)!;
          return { stock: stock.get(variant.id)!, ordered: ordered.get(variant.id) ?? 0, added: added[index] };
        });
        figures.units += perVariant.reduce((sum, variant) => sum + variant.added, 0);
        for (const variant of perVariant) {
          expect(variant.stock).toBeGreaterThanOrEqual(0);
          expect(variant.ordered + variant.stock).toBe(variant.added);
        }
      }),
      { numRuns: Number(process.env.VARIANT_STOCK_RUNS ?? 25) },
    );
    figures.ms = Date.now() - started;
  });
});

/** Reads the product's lowest variant stock over and over while a run is in flight, on its own connection. */
function watchLowestStock(shop: TestApp, productId: string): { stop: () => Promise<number> } {
  let lowest = Infinity;
  let running = true;
  const loop = (async () => {
    while (running) {
      const [row]: { lowest: number | null }[] = await shop.dataSource.query(`SELECT min(stock)::int AS lowest FROM product_variants WHERE "productId" = $1`, [productId]);
      lowest = Math.min(lowest, row.lowest ?? Infinity);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return lowest;
    },
  };
}
