import { DEMO_SHOP_DETAILS } from '../../config/app-config';
import { signedInShop } from '../../test-support/signed-in-shop';
import { SHOP_PAGE_SLUGS } from './domain/shop-page-slugs';

const SETTINGS = {
  phone: '024 123 4567',
  whatsapp: '+233 55 987 6543',
  email: 'hello@kente.example',
  address: 'Kente & Co.\nOxford Street, Osu\nAccra',
  businessHours: 'Monday to Saturday: 8:00 – 20:00\nSunday: Closed',
  socialLinks: [{ name: 'Instagram', url: 'https://www.instagram.com/kente.example' }],
};

describe('the store settings and policy pages', () => {
  const given = signedInShop('admin', 'customer');

  it('start with the configured contact details and every policy page, readable by anyone', async () => {
    const settings = await given.shop.agent().get('/api/settings').expect(200);
    expect(settings.body).toMatchObject({ phone: DEMO_SHOP_DETAILS.phone, whatsapp: DEMO_SHOP_DETAILS.whatsapp, email: DEMO_SHOP_DETAILS.email });
    expect(settings.body.whatsappLink).toBe('https://wa.me/233200000000');
    expect(settings.body.phoneLink).toBe('tel:+233300000000');
    for (const slug of SHOP_PAGE_SLUGS) {
      const page = await given.shop.agent().get(`/api/pages/${slug}`).expect(200);
      expect(page.body.slug).toBe(slug);
      expect(page.body.markdown.length).toBeGreaterThan(200);
      expect(page.body.html).toContain('<h2>');
    }
    const shipping = await given.shop.agent().get('/api/pages/shipping').expect(200);
    expect(shipping.body.html).toMatch(/₵30\.00[\s\S]*₵200\.00/);
    expect(shipping.body.html).toContain('₵50.00');
    expect(shipping.body.html).toContain('₵80.00');
    const returns = await given.shop.agent().get('/api/pages/returns').expect(200);
    expect(returns.body.html).toContain('<strong>14 days</strong>');
  });

  it('name the contact details still at the seeded placeholders, however written, until an admin sets real ones', async () => {
    expect((await given.shop.agent().get('/api/settings').expect(200)).body.placeholderContacts).toEqual(['phone', 'whatsapp', 'email']);
    // The same placeholder number written the local way, and the address in capitals, are still placeholders.
    const local = await given.admin.put('/api/admin/settings').send({ ...SETTINGS, phone: '030 000 0000', whatsapp: SETTINGS.whatsapp, email: DEMO_SHOP_DETAILS.email.toUpperCase() }).expect(200);
    expect(local.body.placeholderContacts).toEqual(['phone', 'email']);
    const real = await given.admin.put('/api/admin/settings').send(SETTINGS).expect(200);
    expect(real.body.placeholderContacts).toEqual([]);
    expect((await given.shop.agent().get('/api/settings').expect(200)).body.placeholderContacts).toEqual([]);
  });

  it('answers 404 for a page that does not exist, to readers and to admins saving it', async () => {
    await given.shop.agent().get('/api/pages/careers').expect(404);
    await given.admin.put('/api/admin/pages/careers').send({ title: 'Careers', markdown: 'Join us' }).expect(404);
  });

  it('lets an admin change every detail; the storefront reads the new ones at once, links worked out from the numbers', async () => {
    const saved = await given.admin.put('/api/admin/settings').send(SETTINGS).expect(200);
    expect(saved.body).toMatchObject({ ...SETTINGS, phoneLink: 'tel:+233241234567', whatsappLink: 'https://wa.me/233559876543' });
    const read = await given.shop.agent().get('/api/settings').expect(200);
    expect(read.body).toEqual(saved.body);
  });

  it('lets an admin leave the WhatsApp number empty: no WhatsApp link, so the live chat is the shop\'s own (ADR 066)', async () => {
    const saved = await given.admin.put('/api/admin/settings').send({ ...SETTINGS, whatsapp: '  ' }).expect(200);
    expect(saved.body).toMatchObject({ whatsapp: '', whatsappLink: null });
    expect(saved.body.placeholderContacts).not.toContain('whatsapp');
    await given.admin.put('/api/admin/settings').send(SETTINGS).expect(200);
  });

  it('refuses bad settings with 400 naming each field, and keeps what was stored', async () => {
    const before = (await given.shop.agent().get('/api/settings').expect(200)).body;
    const response = await given.admin
      .put('/api/admin/settings')
      .send({
        phone: 'call us',
        whatsapp: '12',
        email: 'not-an-address',
        address: 'x'.repeat(301),
        businessHours: 'Mon\u202eday',
        socialLinks: [{ name: 'Facebook', url: 'http://facebook.com/kente' }, { name: '', url: 'javascript:alert(1)' }],
      })
      .expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['address', 'businessHours', 'email', 'phone', 'socialLinks.0.url', 'socialLinks.1.name', 'socialLinks.1.url', 'whatsapp']);
    expect(response.body.fields['socialLinks.0.url'].join()).toContain('https://');
    const missing = await given.admin.put('/api/admin/settings').send({ phone: '024 123 4567' }).expect(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['address', 'businessHours', 'email', 'socialLinks', 'whatsapp']);
    await given.admin.put('/api/admin/settings').send({ ...SETTINGS, socialLinks: Array.from({ length: 9 }, () => SETTINGS.socialLinks[0]) }).expect(400);
    await given.admin.put('/api/admin/settings').send({ ...SETTINGS, isAdmin: true }).expect(400);
    expect((await given.shop.agent().get('/api/settings').expect(200)).body).toEqual(before);
  });

  it('lets an admin rewrite a policy page, and refuses an empty or oversized one with 400 naming the fields', async () => {
    const saved = await given.admin.put('/api/admin/pages/returns').send({ title: ' Returns ', markdown: '# Returns\r\n\r\nWithin **30 days**.' }).expect(200);
    expect(saved.body).toMatchObject({ slug: 'returns', title: 'Returns', markdown: '# Returns\n\nWithin **30 days**.' });
    expect(saved.body.html).toBe('<h1>Returns</h1>\n<p>Within <strong>30 days</strong>.</p>\n');
    expect((await given.shop.agent().get('/api/pages/returns').expect(200)).body).toEqual(saved.body);

    const bad = await given.admin.put('/api/admin/pages/returns').send({ title: '', markdown: 'x'.repeat(20_001) }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['markdown', 'title']);
  });

  it('answers 401 to anonymous callers and 403 to customers, changing nothing', async () => {
    const before = (await given.shop.agent().get('/api/settings').expect(200)).body;
    await given.shop.agent().put('/api/admin/settings').send(SETTINGS).expect(401);
    await given.customer.put('/api/admin/settings').send({ ...SETTINGS, phone: '020 000 1111' }).expect(403);
    await given.shop.agent().put('/api/admin/pages/privacy').send({ title: 'Gone', markdown: 'Gone' }).expect(401);
    await given.customer.put('/api/admin/pages/privacy').send({ title: 'Gone', markdown: 'Gone' }).expect(403);
    expect((await given.shop.agent().get('/api/settings').expect(200)).body).toEqual(before);
    expect((await given.shop.agent().get('/api/pages/privacy').expect(200)).body.title).toBe('Privacy Policy');
  });
});
