import { DataSource } from 'typeorm';
import { ProductVariant } from '../modules/catalog/domain/product-variant.entity';
import { Product } from '../modules/catalog/domain/product.entity';
import { variantGrid } from '../modules/catalog/domain/product-variants';
import { RegisterUserCommand } from '../modules/identity/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../modules/identity/commands/register-user/register-user.handler';
import type { UserRole } from '../modules/identity/domain/user.entity';
import { fromPesewas, orderTotals, toPesewas } from '@shop/rules';
import type { TestApp } from './test-app';

let sequence = 0;

/**
 * Inserts a product straight into the catalog tables; tests state only what they care about.
 * `stock` goes to the first size x colour, as migration ProductVariants does with a product's stock (ADR 025);
 * `variants` gives each combination its own units instead (missing ones get none).
 */
export async function insertProduct(
  dataSource: DataSource,
  { stock = 20, variants: stockByChoice, ...fields }: Partial<Omit<Product, 'stock'>> & { stock?: number; variants?: { size?: string | null; color?: string | null; stock: number; sku?: string | null }[] } = {},
): Promise<Product & { variants: ProductVariant[] }> {
  sequence += 1;
  const repository = dataSource.getRepository(Product);
  const product = await repository.save(
    repository.create({
      name: `Test Product ${sequence}`,
      description: 'A product made for a test',
      price: '100.00',
      category: 'modern',
      sizes: ['M', 'L'],
      colors: ['Red'],
      ...fields,
    }),
  );
  const units = (choice: { size: string | null; color: string | null }, index: number) =>
    stockByChoice ? (stockByChoice.find((entry) => (entry.size ?? null) === choice.size && (entry.color ?? null) === choice.color) ?? { stock: 0 }) : { stock: index === 0 ? stock : 0 };
  const variants = await dataSource.getRepository(ProductVariant).save(
    variantGrid(product.sizes, product.colors).map((choice, index) => {
      const { stock: variantStock, sku } = units(choice, index) as { stock: number; sku?: string | null };
      return dataSource.getRepository(ProductVariant).create({ productId: product.id, ...choice, stock: variantStock, sku: sku ?? null });
    }),
  );
  return Object.assign(product, { stock: variants.reduce((sum, variant) => sum + variant.stock, 0), variants });
}

/** A valid checkout body for the given lines, with the totals the server will compute. */
export function checkoutBody(
  sessionId: string,
  lines: { productId: string; quantity: number; price: string; size?: string }[],
  delivery: 'standard' | 'next-day' | 'same-day' = 'standard',
) {
  const totals = orderTotals(lines.map((line) => ({ unitPrice: toPesewas(line.price), quantity: line.quantity })), delivery);
  return {
    sessionId,
    email: 'ama.mensah@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    phone: '+233 24 123 4567',
    shippingAddress: { address: '12 Bank Road, Tamale', city: 'Tamale', region: 'Northern', country: 'Ghana' },
    paymentMethod: 'momo',
    paymentStatus: 'pending',
    orderStatus: 'ordered',
    deliveryType: delivery,
    items: lines.map(({ productId, quantity, price, size }) => ({ productId, quantity, price, size, name: 'x' })),
    subtotal: fromPesewas(totals.subtotal),
    shipping: fromPesewas(totals.shipping),
    tax: fromPesewas(totals.tax),
    total: fromPesewas(totals.total),
    estimatedDeliveryDate: new Date().toISOString(),
  };
}

/** A browser signed in as a new customer, or as an admin or a rider when asked. */
export async function signedInBrowser(shop: TestApp, role: UserRole) {
  sequence += 1;
  const email = `${role}${sequence}@example.com`;
  await shop.app.get(RegisterUserHandler).execute(new RegisterUserCommand(email, 'test-passphrase', { admin: 'Efua', customer: 'Kojo', rider: 'Yaw' }[role], 'Test', role));
  const browser = shop.agent();
  await browser.post('/api/auth/login').send({ email, password: 'test-passphrase' }).expect(200);
  return browser;
}
