import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../test-support/test-app';
import { ProductVariants1795656263814 } from './migrations/1795656263814-product-variants';

type VariantRow = { productId: string; size: string | null; color: string | null; stock: number };

/** A database with one stock figure per product, upgraded to stock per size and colour (ADR 025). */
describe('the product variants migration', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it("gives each product a variant per size x colour, its whole stock on the first, and points carts, orders and supplier products at them without losing a unit", async () => {
    const migration = new ProductVariants1795656263814();
    const runner = shop.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const product = async (name: string, stock: number, sizes: string[], colors: string[]) => {
        const [row]: { id: string }[] = await runner.query(`INSERT INTO products (name, price, category, stock, sizes, colors) VALUES ($1, 100, 'mens', $2, $3, $4) RETURNING id`, [
          name,
          stock,
          sizes,
          colors,
        ]);
        return row.id;
      };
      const smock = await product('Fugu Smock', 7, ['L', 'M'], ['Blue', 'Red']);
      const stole = await product('Kente Stole', 3, [], []);
      const cap = await product('Fugu Cap', 0, ['S'], []);
      // A size listed twice is one size.
      const beads = await product('Krobo Beads', 2, ['M', 'M'], ['Yellow']);
      const before: { total: number }[] = await runner.query(`SELECT sum(stock)::int AS total FROM products`);

      const line = async (productId: string, size: string | null, color: string | null) => {
        const [row]: { id: string }[] = await runner.query(`INSERT INTO cart_items ("sessionId", "productId", quantity, size, color) VALUES ('old-cart', $1, 1, $2, $3) RETURNING id`, [productId, size, color]);
        return row.id;
      };
      const exact = await line(smock, 'M', 'Red');
      const sizeOnly = await line(smock, 'M', null);
      const none = await line(smock, null, null);
      const gone = await line(randomUUID(), 'M', null);
      const items = [
        { productId: smock, name: 'Fugu Smock', price: '100.00', quantity: 2, size: 'M', color: 'Blue', image: null },
        { productId: stole, name: 'Kente Stole', price: '100.00', quantity: 1, size: null, color: null, image: null },
        { productId: randomUUID(), name: 'Deleted Product', price: '100.00', quantity: 1, size: 'L', color: null, image: null },
      ];
      const [order]: { id: string }[] = await runner.query(
        `INSERT INTO orders ("orderNumber", email, "firstName", "lastName", phone, "shippingAddress", items, subtotal, shipping, tax, total, "paymentMethod")
         VALUES ('GH-OLD0-OLD0-OLD0', 'ama@example.com', 'Ama', 'Mensah', '0241234567', '{}', $1, 400, 0, 20, 420, 'momo') RETURNING id`,
        [JSON.stringify(items)],
      );
      const [supplier]: { id: string }[] = await runner.query(
        `INSERT INTO supplier_products ("supplierId", "costPrice", "sellingPrice", "availableStock", "supplierProductName") VALUES ($1, 100, 112, 12, 'Smock') RETURNING id`,
        [randomUUID()],
      );

      await migration.up(runner);

      const variants: VariantRow[] = await runner.query(
        `SELECT v."productId", v.size, v.color, v.stock FROM product_variants v JOIN products p ON p.id = v."productId"
          ORDER BY p.name, array_position(p.sizes, v.size::text), array_position(p.colors, v.color::text)`,
      );
      const of = (productId: string) => variants.filter((variant) => variant.productId === productId).map(({ size, color, stock }) => [size, color, stock]);
      expect(of(smock)).toEqual([
        ['L', 'Blue', 7],
        ['L', 'Red', 0],
        ['M', 'Blue', 0],
        ['M', 'Red', 0],
      ]);
      expect(of(stole)).toEqual([[null, null, 3]]);
      expect(of(cap)).toEqual([['S', null, 0]]);
      expect(of(beads)).toEqual([['M', 'Yellow', 2]]);
      expect(variants.reduce((sum, variant) => sum + variant.stock, 0)).toBe(before[0].total);

      const lines: { id: string; size: string | null; color: string | null; variant: string }[] = await runner.query(
        `SELECT i.id, i.size, i.color, v.size || '/' || coalesce(v.color, '') AS variant FROM cart_items i JOIN product_variants v ON v.id = i."variantId"`,
      );
      const byLine = new Map(lines.map((row) => [row.id, row]));
      expect(byLine.get(exact)).toMatchObject({ size: 'M', color: 'Red', variant: 'M/Red' });
      expect(byLine.get(sizeOnly)).toMatchObject({ size: 'M', color: 'Blue', variant: 'M/Blue' });
      expect(byLine.get(none)).toMatchObject({ size: 'L', color: 'Blue', variant: 'L/Blue' });
      expect(byLine.has(gone)).toBe(false);

      const [{ items: migrated }]: { items: { variantId: string | null; size: string | null }[] }[] = await runner.query(`SELECT items FROM orders WHERE id = $1`, [order.id]);
      const [smockMBlue]: { id: string }[] = await runner.query(`SELECT id FROM product_variants WHERE "productId" = $1 AND size = 'M' AND color = 'Blue'`, [smock]);
      const [stoleOnly]: { id: string }[] = await runner.query(`SELECT id FROM product_variants WHERE "productId" = $1`, [stole]);
      expect(migrated.map((item) => [item.size, item.variantId])).toEqual([
        ['M', smockMBlue.id],
        [null, stoleOnly.id],
        ['L', null],
      ]);

      const [{ variants: supplied }]: { variants: unknown }[] = await runner.query(`SELECT variants FROM supplier_products WHERE id = $1`, [supplier.id]);
      expect(supplied).toEqual([{ size: null, color: null, stock: 12, sku: null }]);
    } finally {
      await runner.release();
    }
  });

  it('puts every unit back in products.stock when rolled back', async () => {
    const migration = new ProductVariants1795656263814();
    const runner = shop.dataSource.createQueryRunner();
    try {
      const [{ total }]: { total: number }[] = await runner.query(`SELECT coalesce(sum(stock), 0)::int AS total FROM product_variants`);
      await migration.down(runner);
      const [{ restored }]: { restored: number }[] = await runner.query(`SELECT coalesce(sum(stock), 0)::int AS restored FROM products`);
      expect(restored).toBe(total);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  });
});
