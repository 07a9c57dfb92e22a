import sharp from 'sharp';
import type { Agent } from 'supertest';
import { Product } from '../catalog/domain/product.entity';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { checkoutBody, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Supplier } from './domain/supplier.entity';
import { SupplierApproved } from './events/supplier-approved.event';
import { SupplierFaceVerified } from './events/supplier-face-verified.event';
import { SupplierRegistered } from './events/supplier-registered.event';

async function selfieDataUrl(): Promise<string> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8d5524' } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Model: 'Secret Camera 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 24/1 0/1' } })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describe('the supplier portal API', () => {
  let shop: TestApp;
  let admin: Agent;
  let selfie: string;
  let sequence = 0;

  beforeAll(async () => {
    shop = await createTestApp();
    admin = await signedInBrowser(shop, 'admin');
    selfie = await selfieDataUrl();
  });
  afterAll(() => shop.close());

  const application = (fields: Record<string, unknown> = {}) => {
    sequence += 1;
    return {
      businessName: `Guangzhou Textiles ${sequence}`,
      contactPerson: '李伟',
      email: `supplier${sequence}@example.cn`,
      password: 'secret-123',
      phone: '+86 138 0000 0000',
      address: 'Haizhu District, Guangzhou',
      country: 'China',
      language: 'zh-CN',
      taxId: '91440101MA5',
      businessLicense: 'GZ-2024-001',
      faceVerificationImage: selfie,
      governmentIdImage: selfie.replace('data:image/jpeg;base64,', ''),
      ...fields,
    };
  };

  /** Registers, and optionally verifies and approves, then returns a signed-in supplier browser. */
  async function supplier(options: { approved: boolean }): Promise<{ browser: Agent; id: string }> {
    const body = application();
    const registered = await shop.agent().post('/api/suppliers/register').send(body).expect(201);
    if (options.approved) {
      await admin.put(`/api/admin/suppliers/${registered.body.id}/verify-face`).send({ status: 'verified', notes: 'Matches the ID' }).expect(200);
      await admin.put(`/api/admin/suppliers/${registered.body.id}/approve`).expect(200);
    }
    const browser = shop.agent();
    await browser.post('/api/suppliers/login').send({ email: body.email, password: body.password }).expect(200);
    return { browser, id: registered.body.id };
  }

  it('takes an application with a selfie and an ID, pending and unapproved, storing only a password hash', async () => {
    const body = application();
    const response = await shop.agent().post('/api/suppliers/register').send(body).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), faceVerificationStatus: 'pending', isApproved: false });
    const stored = await shop.dataSource.getRepository(Supplier).findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({ language: 'zh-CN', markupPercentage: '12.00', paymentTerms: '30_days', isActive: true });
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    await shop.agent().post('/api/suppliers/register').send({ ...body, email: body.email.toUpperCase() }).expect(409);
  });

  it('refuses an application whose ID is not an image, and writes nothing', async () => {
    const before = await shop.dataSource.getRepository(Supplier).count();
    const response = await shop.agent().post('/api/suppliers/register').send(application({ governmentIdImage: Buffer.from('%PDF-1.4 not an image').toString('base64') })).expect(400);
    expect(response.body.fields).toEqual({ governmentIdImage: ['Please upload an image file (JPG, PNG)'] });
    expect(await shop.dataSource.getRepository(Supplier).count()).toBe(before);
    const missing = await shop.agent().post('/api/suppliers/register').send({ email: 'bad', password: '123' }).expect(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['businessName', 'contactPerson', 'country', 'email', 'faceVerificationImage', 'governmentIdImage', 'password', 'phone']);
    expect(missing.body.fields.password).toEqual(['Password must be at least 6 characters']);
    // The registration form's phone rule (9 to 15 digits) holds on the server too.
    for (const phone of ['138 0000', '+86 138 0000 0000 0000']) {
      const refused = await shop.agent().post('/api/suppliers/register').send(application({ phone })).expect(400);
      expect(Object.keys(refused.body.fields)).toEqual(['phone']);
    }
  });

  it('refuses a common password or the e-mail as a password with 400 naming the field, and writes nothing', async () => {
    const before = await shop.dataSource.getRepository(Supplier).count();
    const common = await shop.agent().post('/api/suppliers/register').send(application({ password: 'Password' })).expect(400);
    expect(common.body.fields).toEqual({ password: ['Password is too common: it is on lists of leaked passwords, please choose another'] });
    const own = application();
    const email = await shop.agent().post('/api/suppliers/register').send({ ...own, password: own.email.split('@')[0] }).expect(400);
    expect(email.body.fields).toEqual({ password: ['Password must not be your e-mail address'] });
    expect(await shop.dataSource.getRepository(Supplier).count()).toBe(before);
  });

  it('checks the password of an application by the same rules before any photo, storing nothing', async () => {
    const before = await shop.dataSource.getRepository(Supplier).count();
    const check = (body: Record<string, unknown>) => shop.agent().post('/api/suppliers/register/password-check').send(body);
    await check({ email: 'mei@example.cn', password: 'Dye-lot 47 indigo' }).expect(204);
    expect((await check({ email: 'mei@example.cn', password: 'Password' }).expect(400)).body.fields).toEqual({
      password: ['Password is too common: it is on lists of leaked passwords, please choose another'],
    });
    expect((await check({ email: 'mei.lin@example.cn', password: 'mei.lin' }).expect(400)).body.fields).toEqual({ password: ['Password must not be your e-mail address'] });
    expect((await check({ email: 'mei@example.cn', password: '12345' }).expect(400)).body.fields).toEqual({ password: ['Password must be at least 6 characters'] });
    expect(Object.keys((await check({}).expect(400)).body.fields).sort()).toEqual(['email', 'password']);
    expect(await shop.dataSource.getRepository(Supplier).count()).toBe(before);
  });

  it("tells an applicant whose e-mail has already applied at the password check, before any photo, with the application's own 409", async () => {
    const first = application();
    await shop.agent().post('/api/suppliers/register').send(first).expect(201);
    const check = (email: string) => shop.agent().post('/api/suppliers/register/password-check').send({ email, password: 'Dye-lot 47 indigo' });
    const early = await check(first.email.toUpperCase()).expect(409);
    const late = await shop.agent().post('/api/suppliers/register').send({ ...application(), email: first.email }).expect(409);
    // Word for word what the finished application says: the check tells nothing more.
    const answer = ({ requestId: _requestId, ...body }: Record<string, unknown>) => body;
    expect(answer(early.body)).toEqual(answer(late.body));
    expect(early.body.message).toBe('A supplier with this e-mail has already applied');
    await check(`new.${first.email}`).expect(204);
  });

  it('refuses an application or a product whose text is nothing but white space, and writes nothing', async () => {
    const suppliersBefore = await shop.dataSource.getRepository(Supplier).count();
    const blankNames = application({ businessName: '   ', contactPerson: '\t', country: ' C ' });
    const refused = await shop.agent().post('/api/suppliers/register').send(blankNames).expect(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['businessName', 'contactPerson', 'country']);
    expect(await shop.dataSource.getRepository(Supplier).count()).toBe(suppliersBefore);

    const { browser } = await supplier({ approved: true });
    const product = await browser.post('/api/suppliers/products').send({ supplierProductName: ' \n ', costPrice: 10, minimumQuantity: 1, availableStock: 1 }).expect(400);
    expect(Object.keys(product.body.fields)).toEqual(['supplierProductName']);
    expect((await browser.get('/api/suppliers/products').expect(200)).body).toEqual([]);
  });

  it('signs a supplier in with its own cookie, shows its profile without images, and logs out', async () => {
    const { browser } = await supplier({ approved: false });
    const profile = await browser.get('/api/suppliers/profile').expect(200);
    expect(profile.body).toMatchObject({ isApproved: false, faceVerificationStatus: 'pending', contactPerson: '李伟' });
    expect(JSON.stringify(profile.body)).not.toMatch(/passwordHash|faceVerificationImage|governmentIdImage|base64/);
    await browser.post('/api/suppliers/logout').expect(204);
    await browser.get('/api/suppliers/profile').expect(401);
    const wrong = await shop.agent().post('/api/suppliers/login').send({ email: 'nobody@example.cn', password: 'whatever' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const malformed = await shop.agent().post('/api/suppliers/login').send({ email: 'nobody@example.cn' }).expect(400);
    expect(Object.keys(malformed.body.fields)).toEqual(['password']);
  });

  it('never mixes sessions: a supplier gets nothing under /api/admin (403) or /api/auth (401), a user nothing under /api/suppliers', async () => {
    const { browser } = await supplier({ approved: true });
    // Signed in, but not as staff: 403 under /api/admin (a forged supplier cookie is nobody: 401).
    await browser.get('/api/admin/suppliers').expect(403);
    await shop.agent().get('/api/admin/suppliers').set('Cookie', 'shop.supplier.sid=s:forged-session-id.bm90LWEtc2lnbmF0dXJl').expect(401);
    await browser.get('/api/auth/user').expect(401);
    await admin.get('/api/suppliers/profile').expect(401);
    await admin.post('/api/suppliers/products').send({ supplierProductName: 'x', costPrice: 1, minimumQuantity: 1, availableStock: 1 }).expect(401);
  });

  it('keeps a pending supplier from listing products (403) and the admin from approving before the face is verified (409)', async () => {
    const { browser, id } = await supplier({ approved: false });
    await browser.post('/api/suppliers/products').send({ supplierProductName: 'Silk Scarf', costPrice: 100, minimumQuantity: 1, availableStock: 5 }).expect(403);
    expect((await browser.get('/api/suppliers/products').expect(200)).body).toEqual([]);
    const early = await admin.put(`/api/admin/suppliers/${id}/approve`).expect(409);
    expect(early.body.message).toMatch(/Verify the supplier/);
    await admin.put(`/api/admin/suppliers/${id}/verify-face`).send({ status: 'rejected', notes: 'Blurry' }).expect(200);
    await admin.put(`/api/admin/suppliers/${id}/approve`).expect(409);
  });

  it('keeps an approved supplier the shop has switched off (isActive false) from listing or changing products (403)', async () => {
    const { browser, id } = await supplier({ approved: true });
    const product = await browser.post('/api/suppliers/products').send({ supplierProductName: 'Kente Yarn', costPrice: 50, minimumQuantity: 1, availableStock: 9 }).expect(201);
    await shop.dataSource.getRepository(Supplier).update({ id }, { isActive: false });
    await browser.post('/api/suppliers/products').send({ supplierProductName: 'Second', costPrice: 10, minimumQuantity: 1, availableStock: 1 }).expect(403);
    await browser.put(`/api/suppliers/products/${product.body.id}`).send({ supplierProductName: 'Changed', costPrice: 1, minimumQuantity: 1, availableStock: 1 }).expect(403);
    await browser.delete(`/api/suppliers/products/${product.body.id}`).expect(403);
    expect((await browser.get('/api/suppliers/products').expect(200)).body).toEqual([expect.objectContaining({ supplierProductName: 'Kente Yarn', costPrice: '50.00' })]);
  });

  it.each([
    [100, '112.00'],
    [19.99, '22.39'],
    [0.05, '0.06'],
    [1234.5, '1382.64'],
  ])('sells a product that costs %p at %p (12% markup, half up to the pesewa)', async (cost, selling) => {
    const { browser } = await supplier({ approved: true });
    const created = await browser
      .post('/api/suppliers/products')
      .send({ supplierProductName: 'Wax Print Bolt', supplierDescription: '6 yards', costPrice: cost, minimumQuantity: 2, availableStock: 40, leadTime: 10, supplierSku: 'WAX-01', supplierImages: [], sellingPrice: undefined })
      .expect(201);
    expect(created.body).toMatchObject({ costPrice: cost.toFixed(2), sellingPrice: selling, minimumQuantity: 2, availableStock: 40, leadTime: 10, productId: null });
  });

  it('refuses a selling price sent by the supplier and a cost with more than 2 decimals', async () => {
    const { browser } = await supplier({ approved: true });
    const response = await browser.post('/api/suppliers/products').send({ supplierProductName: 'Kente cap', costPrice: 1.005, minimumQuantity: 1, availableStock: 1, sellingPrice: 1 }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['costPrice', 'sellingPrice']);
    // Exponent forms too (class-validator's own decimals check threw on them: a 500).
    for (const costPrice of [-5e-324, 1e-7, 1e21]) {
      const odd = await browser.post('/api/suppliers/products').send({ supplierProductName: 'Kente cap', costPrice, minimumQuantity: 1, availableStock: 1 }).expect(400);
      expect(Object.keys(odd.body.fields)).toEqual(['costPrice']);
    }
  });

  it('refuses a one-character name, a minimum quantity above the stock and a cost above ₵100,000.00: 400 naming each field, and writes nothing', async () => {
    const { browser } = await supplier({ approved: true });
    const refused = await browser.post('/api/suppliers/products').send({ supplierProductName: '  A ', costPrice: 999999.99, minimumQuantity: 50, availableStock: 10 }).expect(400);
    expect(refused.body.fields).toEqual({
      supplierProductName: ['Product name must be at least 2 characters'],
      costPrice: ['Cost price must be at most ₵100,000.00'],
      minimumQuantity: ['Minimum quantity must not be more than the available stock'],
    });
    // Sold per size, the stock is the grid's sum.
    const grid = await browser.post('/api/suppliers/products').send({ supplierProductName: 'Kente Shirt', costPrice: 100, minimumQuantity: 6, variants: [{ size: 'S', stock: 2 }, { size: 'M', stock: 3 }] }).expect(400);
    expect(Object.keys(grid.body.fields)).toEqual(['minimumQuantity']);
    expect((await browser.get('/api/suppliers/products').expect(200)).body).toEqual([]);

    // Right at the limits it is taken; a product with no stock yet keeps its minimum for the restock.
    const edge = await browser.post('/api/suppliers/products').send({ supplierProductName: '丝巾', costPrice: 100000, minimumQuantity: 5, variants: [{ size: 'S', stock: 2 }, { size: 'M', stock: 3 }] }).expect(201);
    expect(edge.body).toMatchObject({ costPrice: '100000.00', sellingPrice: '112000.00', minimumQuantity: 5, availableStock: 5 });
    await browser.post('/api/suppliers/products').send({ supplierProductName: 'Batik', costPrice: 50, minimumQuantity: 20, availableStock: 0 }).expect(201);
    // An edit is held to the same limits.
    const edit = await browser.put(`/api/suppliers/products/${edge.body.id}`).send({ supplierProductName: '丝巾', costPrice: 100000.01, minimumQuantity: 6, availableStock: 5 }).expect(400);
    expect(Object.keys(edit.body.fields).sort()).toEqual(['costPrice', 'minimumQuantity']);
  });

  it("lets a supplier touch only its own products: another's answer 404 and stay as they were", async () => {
    const owner = await supplier({ approved: true });
    const other = await supplier({ approved: true });
    const product = await owner.browser.post('/api/suppliers/products').send({ supplierProductName: 'Kente Yarn', costPrice: 50, minimumQuantity: 1, availableStock: 9 }).expect(201);
    await other.browser.put(`/api/suppliers/products/${product.body.id}`).send({ supplierProductName: 'Stolen', costPrice: 1, minimumQuantity: 1, availableStock: 1 }).expect(404);
    await other.browser.delete(`/api/suppliers/products/${product.body.id}`).expect(404);
    expect((await other.browser.get('/api/suppliers/products').expect(200)).body).toEqual([]);
    const mine = await owner.browser.get('/api/suppliers/products').expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: product.body.id, supplierProductName: 'Kente Yarn', costPrice: '50.00' })]);
  });

  it('serves the KYC images to admins only, as JPEG without the EXIF and GPS the phone wrote', async () => {
    const { id } = await supplier({ approved: false });
    const list = await admin.get('/api/admin/suppliers').expect(200);
    const listed = list.body.find((entry: { id: string }) => entry.id === id);
    expect(listed).toMatchObject({ hasFaceImage: true, hasGovernmentIdImage: true });
    expect(JSON.stringify(list.body)).not.toMatch(/base64|passwordHash/);

    const image = await admin.get(`/api/admin/suppliers/${id}/images/face`).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store, private');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((image.body as Buffer).toString('latin1')).not.toContain('Secret Camera 9');

    const customer = await signedInBrowser(shop, 'customer');
    await customer.get(`/api/admin/suppliers/${id}/images/face`).expect(403);
    await shop.agent().get(`/api/admin/suppliers/${id}/images/government-id`).expect(401);
    await admin.get(`/api/admin/suppliers/${id}/images/passport`).expect(400);
  });

  it('puts a published product on sale at its selling price, and the catalog follows later cost and stock changes', async () => {
    const { browser, id } = await supplier({ approved: true });
    const created = await browser.post('/api/suppliers/products').send({ supplierProductName: 'Smock Fabric', costPrice: 100, minimumQuantity: 1, availableStock: 12 }).expect(201);
    const listed = await admin.get(`/api/admin/suppliers/${id}/products`).expect(200);
    expect(listed.body.map((product: { id: string }) => product.id)).toEqual([created.body.id]);

    const published = await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'traditional' }).expect(201);
    const storefront = await shop.agent().get(`/api/products/${published.body.productId}`).expect(200);
    expect(storefront.body).toMatchObject({ name: 'Smock Fabric', price: '112.00', stock: 12, category: 'traditional' });
    await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'traditional' }).expect(409);

    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ supplierProductName: 'Smock Fabric', costPrice: 120, minimumQuantity: 1, availableStock: 3 }).expect(200);
    expect((await shop.agent().get(`/api/products/${published.body.productId}`).expect(200)).body).toMatchObject({ price: '134.40', stock: 3 });

    await browser.delete(`/api/suppliers/products/${created.body.id}`).expect(204);
    await shop.agent().get(`/api/products/${published.body.productId}`).expect(404);
    expect(await shop.dataSource.getRepository(Product).findOneByOrFail({ id: published.body.productId })).toMatchObject({ isActive: false, stock: 0 });
  });

  it('holds a published cost change of more than 20% for staff: the catalog keeps its price until approved, and a rejection keeps it for good', async () => {
    const { browser, id } = await supplier({ approved: true });
    const fields = { supplierProductName: 'Kente Stole', costPrice: 100, minimumQuantity: 1, availableStock: 5 };
    const created = await browser.post('/api/suppliers/products').send(fields).expect(201);
    // Not on sale yet: any cost goes straight through.
    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, costPrice: 50 }).expect(200);
    await browser.put(`/api/suppliers/products/${created.body.id}`).send(fields).expect(200);
    const { productId } = (await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'traditional' }).expect(201)).body;
    const shopPrice = async () => (await shop.agent().get(`/api/products/${productId}`).expect(200)).body.price;

    // A slip to 0.01 would sell the stole for ₵0.01: it waits, and the supplier sees that it does.
    const slipped = await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, costPrice: 0.01, availableStock: 7 }).expect(200);
    expect(slipped.body).toMatchObject({ costPrice: '100.00', sellingPrice: '112.00', pendingCostPrice: '0.01', pendingSellingPrice: '0.01', availableStock: 7 });
    // The stock that came with it still flows.
    expect((await shop.agent().get(`/api/products/${productId}`).expect(200)).body).toMatchObject({ price: '112.00', stock: 7 });
    const listed = await admin.get(`/api/admin/suppliers/${id}/products`).expect(200);
    expect(listed.body[0]).toMatchObject({ costPrice: '100.00', pendingCostPrice: '0.01', pendingSellingPrice: '0.01' });
    expect((await browser.get('/api/suppliers/products').expect(200)).body[0]).toMatchObject({ pendingCostPrice: '0.01' });

    await admin.put(`/api/admin/supplier-products/${created.body.id}/cost-review`).send({ decision: 'reject' }).expect(200);
    expect(await shopPrice()).toBe('112.00');
    expect((await admin.get(`/api/admin/suppliers/${id}/products`).expect(200)).body[0]).toMatchObject({ costPrice: '100.00', pendingCostPrice: null });
    await admin.put(`/api/admin/supplier-products/${created.body.id}/cost-review`).send({ decision: 'reject' }).expect(409);
    const bad = await admin.put(`/api/admin/supplier-products/${created.body.id}/cost-review`).send({ decision: 'maybe' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('decision');

    // Exactly 20% goes through; 25% more waits, and approval puts it on sale at what staff saw.
    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, costPrice: 120 }).expect(200);
    expect(await shopPrice()).toBe('134.40');
    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, costPrice: 150 }).expect(200);
    expect(await shopPrice()).toBe('134.40');
    const approved = await admin.put(`/api/admin/supplier-products/${created.body.id}/cost-review`).send({ decision: 'approve' }).expect(200);
    expect(approved.body).toMatchObject({ costPrice: '150.00', sellingPrice: '168.00', pendingCostPrice: null, pendingSellingPrice: null });
    expect((await shop.agent().get(`/api/products/${productId}`).expect(200)).body).toMatchObject({ price: '168.00', stock: 5 });
  });

  it('never puts sold units back on sale: an edit moves the catalog stock by what the supplier changed', async () => {
    const { browser } = await supplier({ approved: true });
    const fields = { supplierProductName: 'Batakari Smock', costPrice: 100, minimumQuantity: 1, availableStock: 12 };
    const created = await browser.post('/api/suppliers/products').send(fields).expect(201);
    const { productId } = (await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'traditional' }).expect(201)).body;
    const stock = async () => (await shop.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock;

    await shop.agent().post('/api/orders').send(checkoutBody('smock-sale', [{ productId, quantity: 2, price: '112.00' }])).expect(201);
    expect(await stock()).toBe(10);

    // A new cost and name, same stock figure: the two sold units stay sold.
    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, supplierProductName: 'Batakari Smock (Tamale)', costPrice: 115 }).expect(200);
    expect((await shop.agent().get(`/api/products/${productId}`).expect(200)).body).toMatchObject({ name: 'Batakari Smock (Tamale)', price: '128.80', stock: 10 });

    // A restock of 8 adds 8; cutting stock below what is left in the shop empties it, never below 0.
    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, availableStock: 20 }).expect(200);
    expect(await stock()).toBe(18);
    await browser.put(`/api/suppliers/products/${created.body.id}`).send({ ...fields, availableStock: 0 }).expect(200);
    expect(await stock()).toBe(0);
  });

  it('takes stock per size and colour, publishes it to the catalog, and moves each variant by what the supplier changed', async () => {
    const { browser } = await supplier({ approved: true });
    const grid = (figures: [string, string, number][]) => figures.map(([size, color, stock]) => ({ size, color, stock }));
    const fields = { supplierProductName: 'Ankara Shirt', costPrice: 100, minimumQuantity: 1 };
    const created = await browser
      .post('/api/suppliers/products')
      .send({ ...fields, variants: [...grid([['L', 'Green', 2], ['M', 'Green', 5], ['M', 'Yellow', 0]]), { size: 'L', color: 'Yellow', stock: 1, sku: 'ANK-L-YEL' }] })
      .expect(201);
    expect(created.body).toMatchObject({ availableStock: 8 });
    expect(created.body.variants).toEqual([
      { size: 'M', color: 'Green', stock: 5, sku: null },
      { size: 'M', color: 'Yellow', stock: 0, sku: null },
      { size: 'L', color: 'Green', stock: 2, sku: null },
      { size: 'L', color: 'Yellow', stock: 1, sku: 'ANK-L-YEL' },
    ]);

    const { productId } = (await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'mens' }).expect(201)).body;
    const product = async () => (await shop.agent().get(`/api/products/${productId}`).expect(200)).body;
    const figures = async () => (await product()).variants.map((variant: { size: string; color: string; stock: number }) => [variant.size, variant.color, variant.stock]);
    expect(await product()).toMatchObject({ sizes: ['M', 'L'], colors: ['Green', 'Yellow'], stock: 8 });
    expect(await figures()).toEqual([
      ['M', 'Green', 5],
      ['M', 'Yellow', 0],
      ['L', 'Green', 2],
      ['L', 'Yellow', 1],
    ]);

    // Two M/Green sell; the supplier restocks M/Yellow and adds XL: only those figures move.
    const sold = checkoutBody('ankara-sale', [{ productId, quantity: 2, price: '112.00', size: 'M' }]);
    await shop.agent().post('/api/orders').send({ ...sold, items: [{ ...sold.items[0], color: 'Green' }] }).expect(201);
    await browser
      .put(`/api/suppliers/products/${created.body.id}`)
      .send({ ...fields, variants: grid([['M', 'Green', 5], ['M', 'Yellow', 4], ['L', 'Green', 2], ['L', 'Yellow', 1], ['XL', 'Green', 3], ['XL', 'Yellow', 0]]) })
      .expect(200);
    expect(await product()).toMatchObject({ sizes: ['M', 'L', 'XL'], stock: 13 });
    expect(await figures()).toEqual([
      ['M', 'Green', 3],
      ['M', 'Yellow', 4],
      ['L', 'Green', 2],
      ['L', 'Yellow', 1],
      ['XL', 'Green', 3],
      ['XL', 'Yellow', 0],
    ]);
  });

  it('refuses a supplier grid with a hole, a size missing on one variant, or a total that disagrees: 400 naming the field', async () => {
    const { browser } = await supplier({ approved: true });
    const fields = { supplierProductName: 'Wax Print Dress', costPrice: 80, minimumQuantity: 1 };
    const hole = await browser.post('/api/suppliers/products').send({ ...fields, variants: [{ size: 'S', color: 'Red', stock: 1 }, { size: 'M', color: 'Blue', stock: 1 }] }).expect(400);
    expect(hole.body.fields.variants[0]).toMatch(/missing: S, Blue; M, Red/);
    const sizeless = await browser.post('/api/suppliers/products').send({ ...fields, variants: [{ size: 'S', stock: 1 }, { stock: 1 }] }).expect(400);
    expect(sizeless.body.fields).toHaveProperty('variants');
    const unknown = await browser.post('/api/suppliers/products').send({ ...fields, variants: [{ size: 'XXXL', stock: 1 }] }).expect(400);
    expect(unknown.body.fields).toHaveProperty(['variants.0.size']);
    const total = await browser.post('/api/suppliers/products').send({ ...fields, availableStock: 5, variants: [{ size: 'S', stock: 1 }, { size: 'M', stock: 1 }] }).expect(400);
    expect(total.body.fields.availableStock[0]).toMatch(/sum of the variants' stock \(2\)/);
    const neither = await browser.post('/api/suppliers/products').send(fields).expect(400);
    expect(neither.body.fields.availableStock).toContain('Stock is required');
  });

  it('reviews a face once: only a pending face can be verified or rejected (409 after)', async () => {
    const { id } = await supplier({ approved: true });
    const again = await admin.put(`/api/admin/suppliers/${id}/verify-face`).send({ status: 'rejected', notes: 'Second thoughts' }).expect(409);
    expect(again.body.message).toMatch(/already been reviewed/);
    expect(await shop.dataSource.getRepository(Supplier).findOneByOrFail({ id })).toMatchObject({ faceVerificationStatus: 'verified', isApproved: true, verificationNotes: 'Matches the ID' });
    await admin.put('/api/admin/suppliers/00000000-0000-4000-8000-000000000000/verify-face').send({ status: 'verified' }).expect(404);
  });

  it('tells the rest of the shop: SupplierRegistered, SupplierFaceVerified, SupplierApproved', async () => {
    const events = shop.app.get(EventEmitter2);
    const heard: { name: string; payload: unknown }[] = [];
    const listener = (name: string | string[], payload: unknown) => heard.push({ name: String(name), payload });
    events.onAny(listener);
    try {
      const { id } = await supplier({ approved: true });
      expect(heard.filter((event) => event.name.startsWith('suppliers.supplier-'))).toEqual([
        { name: SupplierRegistered.eventName, payload: expect.objectContaining({ supplierId: id }) },
        { name: SupplierFaceVerified.eventName, payload: expect.objectContaining({ supplierId: id, status: 'verified' }) },
        { name: SupplierApproved.eventName, payload: expect.objectContaining({ supplierId: id }) },
      ]);
    } finally {
      events.offAny(listener);
    }
  });
});
