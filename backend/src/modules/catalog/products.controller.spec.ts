import { demoCatalog } from '../../database/seed/demo-catalog';
import { Product } from './domain/product.entity';
import { variantGrid } from './domain/product-variants';
import { ProductDto } from './dto/product.dto';
import { SeedDemoCatalogCommand } from './commands/seed-demo-catalog/seed-demo-catalog.command';
import { SeedDemoCatalogHandler } from './commands/seed-demo-catalog/seed-demo-catalog.handler';
import { PHOTO_PATH } from '@shop/rules';
import { insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

describe('GET /api/products', () => {
  let shop: TestApp;
  let kente: Product;
  let hidden: Product;

  beforeAll(async () => {
    shop = await createTestApp();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    kente = await insertProduct(shop.dataSource, {
      name: 'Asante Kente Stole',
      category: 'traditional',
      price: '450.00',
      originalPrice: '520.00',
      isFeatured: true,
      tags: ['kente', 'handwoven'],
      createdAt: minutesAgo(1),
    });
    await insertProduct(shop.dataSource, { name: 'Wax Print Shirt', category: 'mens', price: '120.50', createdAt: minutesAgo(2) });
    await insertProduct(shop.dataSource, { name: 'Beaded Necklace', category: 'accessories', price: '35.00', createdAt: minutesAgo(3) });
    await insertProduct(shop.dataSource, { name: '100% Cotton Smock', category: 'mens', price: '300.00', createdAt: minutesAgo(4) });
    hidden = await insertProduct(shop.dataSource, { name: 'Retired Kente Cap', category: 'traditional', isActive: false });
  });
  afterAll(() => shop.close());

  const names = (body: { name: string }[]) => body.map((product) => product.name);

  it('answers the active products, newest first, with the total in X-Total-Count', async () => {
    const response = await shop.agent().get('/api/products').expect(200);
    expect(names(response.body)).toEqual(['Asante Kente Stole', 'Wax Print Shirt', 'Beaded Necklace', '100% Cotton Smock']);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('sends money as strings with two decimals and every SPEC field', async () => {
    const response = await shop.agent().get(`/api/products/${kente.id}`).expect(200);
    expect(response.body).toMatchObject({
      id: kente.id,
      name: 'Asante Kente Stole',
      price: '450.00',
      originalPrice: '520.00',
      category: 'traditional',
      stock: 20,
      sizes: ['M', 'L'],
      colors: ['Red'],
      tags: ['kente', 'handwoven'],
      isActive: true,
      isFeatured: true,
      rating: '0.00',
      reviewCount: 0,
    });
    // ADR 025: the stock is the sum of the variants', listed in the order of sizes, then colours.
    expect(response.body.variants).toEqual([
      { id: expect.any(String), size: 'M', color: 'Red', stock: 20, sku: null },
      { id: expect.any(String), size: 'L', color: 'Red', stock: 0, sku: null },
    ]);
    expect(Object.keys(response.body).sort()).toEqual(
      ['category', 'colors', 'createdAt', 'description', 'id', 'images', 'isActive', 'isFeatured', 'name', 'originalPrice', 'price', 'rating', 'reviewCount', 'sizes', 'stock', 'subcategory', 'tags', 'updatedAt', 'variants'].sort(),
    );
  });

  it('filters by category and by featured', async () => {
    expect(names((await shop.agent().get('/api/products?category=mens').expect(200)).body)).toEqual(['Wax Print Shirt', '100% Cotton Smock']);
    expect(names((await shop.agent().get('/api/products?featured=true').expect(200)).body)).toEqual(['Asante Kente Stole']);
    expect(names((await shop.agent().get('/api/products?category=').expect(200)).body)).toHaveLength(4);
  });

  it('searches names, descriptions and tags without treating % or _ as wildcards', async () => {
    expect(names((await shop.agent().get('/api/products?search=KENTE').expect(200)).body)).toEqual(['Asante Kente Stole']);
    expect(names((await shop.agent().get('/api/products?search=handwoven').expect(200)).body)).toEqual(['Asante Kente Stole']);
    expect(names((await shop.agent().get('/api/products?search=100%25').expect(200)).body)).toEqual(['100% Cotton Smock']);
    expect(names((await shop.agent().get('/api/products?search=_').expect(200)).body)).toEqual([]);
  });

  it('sorts by price both ways and by name', async () => {
    expect(names((await shop.agent().get('/api/products?sort=price-asc').expect(200)).body)[0]).toBe('Beaded Necklace');
    expect(names((await shop.agent().get('/api/products?sort=price-desc').expect(200)).body)[0]).toBe('Asante Kente Stole');
    expect(names((await shop.agent().get('/api/products?sort=name').expect(200)).body)).toEqual([
      '100% Cotton Smock',
      'Asante Kente Stole',
      'Beaded Necklace',
      'Wax Print Shirt',
    ]);
  });

  it('pages with limit and offset while the total stays the full count', async () => {
    const response = await shop.agent().get('/api/products?limit=2&offset=2').expect(200);
    expect(names(response.body)).toEqual(['Beaded Necklace', '100% Cotton Smock']);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it.each([
    ['category=shoes', 'category'],
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=99999999', 'offset'],
    ['featured=yes', 'featured'],
    ['unknown=1', 'unknown'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('refuses ?%s with a 400 naming %s', async (queryString, field) => {
    const response = await shop.agent().get(`/api/products?${queryString}`).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Invalid input' });
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });

  it('hides inactive products from the public, also by id', async () => {
    await shop.agent().get(`/api/products/${hidden.id}`).expect(404);
  });

  it('answers 404 for an unknown product and 400 for an id that is not a UUID', async () => {
    const missing = await shop.agent().get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Product not found', requestId: expect.any(String) });
    const malformed = await shop.agent().get("/api/products/1' OR '1'='1").expect(400);
    expect(malformed.body.fields).toHaveProperty('id');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await shop.agent().get('/api/nothing-here').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('the demo catalog', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('seeds an empty catalog once, with every category, featured, sale, low and out-of-stock products', async () => {
    const seeder = shop.app.get(SeedDemoCatalogHandler);
    const added = await seeder.execute(new SeedDemoCatalogCommand());
    expect(added).toBeGreaterThanOrEqual(24);
    expect(await seeder.execute(new SeedDemoCatalogCommand())).toBe(0);

    const products = await shop.dataSource.getRepository(Product).find();
    const categories = new Set(products.map((product) => product.category));
    for (const category of ['traditional', 'modern', 'accessories', 'mens', 'womens']) expect(categories).toContain(category);
    expect(products.some((product) => product.isFeatured)).toBe(true);
    expect(products.some((product) => product.originalPrice !== null)).toBe(true);
    expect(products.some((product) => product.stock > 0 && product.stock < 10)).toBe(true);
    expect(products.some((product) => product.stock === 0)).toBe(true);
    // Each with its shipped photos, stored and served as uploads are (media/demo-photos.spec.ts).
    expect(products.every((product) => product.images.length > 0 && product.images.every((image) => PHOTO_PATH.test(image)))).toBe(true);
  });

  it('gives every seeded product one variant per size x colour, its figures adding up to its stock, some sizes sold out while others sell', async () => {
    const page = await shop.agent().get('/api/products?limit=100').expect(200);
    const bySlug = new Map(demoCatalog.map((product) => [product.name, product]));
    for (const product of page.body as ProductDto[]) {
      const demo = bySlug.get(product.name)!;
      expect(product.variants.map(({ size, color }) => [size, color])).toEqual(variantGrid(demo.sizes, demo.colors).map(({ size, color }) => [size, color]));
      expect(product.variants.reduce((sum, variant) => sum + variant.stock, 0)).toBe(demo.stock);
      expect(product.stock).toBe(demo.stock);
    }
    const partlySoldOut = (page.body as ProductDto[]).filter((product) => product.stock > 0 && product.variants.some((variant) => variant.stock === 0));
    expect(partlySoldOut.length).toBeGreaterThanOrEqual(10);
  });

  it('never comes back once the owner has deleted it to start their own catalog', async () => {
    await shop.dataSource.query('DELETE FROM product_variants');
    await shop.dataSource.query('DELETE FROM products');
    expect(await shop.app.get(SeedDemoCatalogHandler).execute(new SeedDemoCatalogCommand())).toBe(0);
    expect(await shop.dataSource.getRepository(Product).count()).toBe(0);
  });
});
