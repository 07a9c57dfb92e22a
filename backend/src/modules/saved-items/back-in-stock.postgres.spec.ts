import type { Agent } from 'supertest';
import { insertProduct, signedInBrowser } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';

jest.setTimeout(300_000);

/**
 * Issue 35 on two instances of the shop sharing one PostgreSQL: restocks of the same sold-out size
 * sent to both at once claim each open request once, so each phone gets exactly one text.
 */
describe('back-in-stock texts under concurrent restocks on two instances', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];
  let admins: Agent[];

  beforeAll(async () => {
    shops = instances.shops;
    admins = [await signedInBrowser(shops[0], 'admin'), await signedInBrowser(shops[1], 'admin')];
  });

  it('sends exactly one text per request however many restocks race, and none twice across rounds', async () => {
    const phones = ['024 555 0201', '024 555 0202', '020 555 0203'];
    for (let round = 0; round < 5; round += 1) {
      const dress = await insertProduct(shops[0].dataSource, { name: `Race Dress ${round}`, variants: [{ size: 'M', color: 'Red', stock: 0 }, { size: 'L', color: 'Red', stock: 4 }] });
      const requests = await Promise.all(
        phones.map((phone, index) => shops[index % 2].agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone, consent: true }).expect(201)),
      );

      await Promise.all(
        [1, 2, 3, 4].map((units, index) =>
          admins[index % 2].patch(`/api/admin/products/${dress.id}`).send({ variants: [{ size: 'M', color: 'Red', stock: units }, { size: 'L', color: 'Red', stock: 4 }] }).expect(200),
        ),
      );

      const texts: { recipient: string }[] = await shops[0].dataSource.query(`SELECT recipient FROM outbox_messages WHERE kind = 'back-in-stock' AND text LIKE $1 ORDER BY recipient`, [`%Race Dress ${round} %`]);
      expect(texts.map((text) => text.recipient)).toEqual(['+233205550203', '+233245550201', '+233245550202']);
      const statuses: { status: string }[] = await shops[0].dataSource.query(`SELECT status FROM back_in_stock_requests WHERE id = ANY($1::uuid[])`, [requests.map((request) => request.body.id)]);
      expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    }
  });
});
