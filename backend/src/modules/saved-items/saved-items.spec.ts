import type { Agent } from 'supertest';
import { insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';
import { Product } from '../catalog/domain/product.entity';
import { SAVED_ITEMS_MAX } from './domain/saved-items.rules';

describe('saved items (issue 35)', () => {
  const given = signedInShop('customer', 'admin');
  const savedIds = async (browser: Agent) => (await browser.get('/api/account/saved-items').expect(200)).body.productIds as string[];

  it('keeps a saved product for the customer, saving twice changes nothing, and lets it go', async () => {
    const dress = await insertProduct(given.shop.dataSource, { name: 'Kaba Dress', price: '85.50' });
    await given.customer.put(`/api/account/saved-items/${dress.id}`).expect(204);
    await given.customer.put(`/api/account/saved-items/${dress.id}`).expect(204);

    const list = (await given.customer.get('/api/account/saved-items').expect(200)).body;
    expect(list.productIds).toEqual([dress.id]);
    expect(list.items).toEqual([{ productId: dress.id, name: 'Kaba Dress', price: '85.50', images: [], stock: 20, savedAt: expect.any(String) }]);
    expect(list.max).toBe(SAVED_ITEMS_MAX);

    await given.customer.delete(`/api/account/saved-items/${dress.id}`).expect(204);
    await given.customer.delete(`/api/account/saved-items/${dress.id}`).expect(204);
    expect(await savedIds(given.customer)).toEqual([]);
  });

  it('is each customer’s own: another customer neither sees nor removes it', async () => {
    const smock = await insertProduct(given.shop.dataSource, { name: 'Fugu Smock' });
    const owner = await signedInBrowser(given.shop, 'customer');
    const stranger = await signedInBrowser(given.shop, 'customer');
    await owner.put(`/api/account/saved-items/${smock.id}`).expect(204);

    expect(await savedIds(stranger)).toEqual([]);
    await stranger.delete(`/api/account/saved-items/${smock.id}`).expect(204);
    expect(await savedIds(owner)).toEqual([smock.id]);
  });

  it('answers 401 to a signed-out browser on every route, saving nothing', async () => {
    const bag = await insertProduct(given.shop.dataSource);
    const guest = given.shop.agent();
    await guest.get('/api/account/saved-items').expect(401);
    await guest.put(`/api/account/saved-items/${bag.id}`).expect(401);
    await guest.delete(`/api/account/saved-items/${bag.id}`).expect(401);
    await guest.post('/api/account/saved-items/merge').send({ productIds: [bag.id] }).expect(401);
    const [{ count }] = await given.shop.dataSource.query(`SELECT count(*)::int AS count FROM saved_items WHERE "productId" = $1`, [bag.id]);
    expect(count).toBe(0);
  });

  it('answers 404 for a product that does not exist or is switched off, and 400 naming a malformed id', async () => {
    const hidden = await insertProduct(given.shop.dataSource, { isActive: false });
    await given.customer.put('/api/account/saved-items/00000000-0000-4000-8000-000000000000').expect(404);
    await given.customer.put(`/api/account/saved-items/${hidden.id}`).expect(404);
    const malformed = await given.customer.put('/api/account/saved-items/not-a-uuid').expect(400);
    expect(malformed.body.fields).toEqual({ productId: ['productId must be a UUID'] });
  });

  it(`refuses a product past ${SAVED_ITEMS_MAX} with 409, while saving one already kept still answers 204`, async () => {
    const collector = await signedInBrowser(given.shop, 'customer');
    const collectorId: string = (await collector.get('/api/auth/user').expect(200)).body.id;
    const first = await insertProduct(given.shop.dataSource, { name: 'First Saved' });
    await collector.put(`/api/account/saved-items/${first.id}`).expect(204);
    // The rest of the list straight into the table: 199 products through the API would only be slow.
    await given.shop.dataSource.query(
      `INSERT INTO saved_items ("userId", "productId") SELECT $1, gen_random_uuid() FROM generate_series(1, $2)`,
      [collectorId, SAVED_ITEMS_MAX - 1],
    );
    const one = await insertProduct(given.shop.dataSource, { name: 'One Too Many' });

    const refused = await collector.put(`/api/account/saved-items/${one.id}`).expect(409);
    expect(refused.body.message).toBe(`Your saved items are full (${SAVED_ITEMS_MAX}): remove one to save another`);
    await collector.put(`/api/account/saved-items/${first.id}`).expect(204);
  });

  it('merges a guest’s browser-kept products at sign-in: adds the new, keeps the saved, skips the gone', async () => {
    const kept = await insertProduct(given.shop.dataSource, { name: 'Kept Stole' });
    const guestPick = await insertProduct(given.shop.dataSource, { name: 'Guest Pick' });
    const gone = await insertProduct(given.shop.dataSource, { name: 'Gone Hat' });
    await given.shop.dataSource.getRepository(Product).delete({ id: gone.id });
    const shopper = await signedInBrowser(given.shop, 'customer');
    await shopper.put(`/api/account/saved-items/${kept.id}`).expect(204);

    const merged = (await shopper.post('/api/account/saved-items/merge').send({ productIds: [guestPick.id, kept.id, gone.id, guestPick.id] }).expect(200)).body;

    expect([...merged.productIds].sort()).toEqual([kept.id, guestPick.id].sort());
    expect(merged.skipped).toEqual([gone.id]);
    expect(merged.items.map((item: { name: string }) => item.name).sort()).toEqual(['Guest Pick', 'Kept Stole']);
  });

  it('refuses a merge that is not a list of UUIDs, naming the field', async () => {
    const bad = await given.customer.post('/api/account/saved-items/merge').send({ productIds: ['nope'] }).expect(400);
    expect(Object.keys(bad.body.fields)).toEqual(['productIds']);
    const missing = await given.customer.post('/api/account/saved-items/merge').send({}).expect(400);
    expect(Object.keys(missing.body.fields)).toContain('productIds');
  });

  it('forgets a product deleted from the catalog', async () => {
    const cloth = await insertProduct(given.shop.dataSource, { name: 'Adinkra Cloth' });
    await given.customer.put(`/api/account/saved-items/${cloth.id}`).expect(204);
    await given.admin.delete(`/api/admin/products/${cloth.id}`).expect(204);
    expect(await savedIds(given.customer)).not.toContain(cloth.id);
  });
});
