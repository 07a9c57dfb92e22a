import { insertProduct } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';
import { SendDueCartRemindersHandler } from './commands/send-due-cart-reminders/send-due-cart-reminders.handler';

jest.setTimeout(300_000);

/**
 * ADR 071 on two instances sharing one PostgreSQL: both look for due reminders at once, round after
 * round, and each reminder's text is written once (FOR UPDATE SKIP LOCKED), at most two per consent.
 */
describe('cart reminders sent by two instances at once', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];

  beforeAll(async () => {
    shops = instances.shops;
  });

  it('writes each reminder exactly once however the instances race, and never a third', async () => {
    const [first] = shops;
    const wrap = await insertProduct(first.dataSource, { name: 'Race Wrap', price: '50.00', sizes: ['M'], colors: ['Red'], variants: [{ size: 'M', color: 'Red', stock: 500 }] });
    const phones = Array.from({ length: 30 }, (_, index) => `+2332455${String(50000 + index).padStart(5, '0')}`);
    for (const [index, phone] of phones.entries()) {
      const browser = shops[index % 2].agent();
      await browser.post('/api/cart').send({ sessionId: `race-cart-${index}`, productId: wrap.id, quantity: 1, size: 'M' }).expect(201);
      await browser.put(`/api/cart/race-cart-${index}/reminder`).send({ phone, consent: true }).expect(200);
    }

    for (let round = 0; round < 3; round += 1) {
      await first.dataSource.query(`UPDATE cart_reminders SET "nextReminderAt" = now() - interval '1 second' WHERE "nextReminderAt" IS NOT NULL`);
      const written = await Promise.all(shops.flatMap((shop) => [shop, shop]).map((shop) => shop.app.get(SendDueCartRemindersHandler).execute()));
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(round < 2 ? phones.length : 0);
    }

    const counts: { recipient: string; texts: string }[] = await first.dataSource.query(
      `SELECT recipient, count(*) AS texts FROM outbox_messages WHERE kind = 'cart-reminder' GROUP BY recipient ORDER BY recipient`,
    );
    expect(counts).toEqual(phones.map((phone) => ({ recipient: phone, texts: '2' })));
  });
});
