import sharp from 'sharp';
import type { Agent } from 'supertest';
import type { TestApp } from './test-app';

let sequence = 0;
let selfie: string | null = null;

async function selfieDataUrl(): Promise<string> {
  selfie ??= `data:image/jpeg;base64,${(await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8d5524' } }).jpeg().toBuffer()).toString('base64')}`;
  return selfie;
}

export interface ApprovedSupplier {
  id: string;
  /** Signed in to the supplier portal. */
  browser: Agent;
  email: string;
  password: string;
}

/** A supplier that applied through the portal, signed in; staff have not reviewed it yet. */
export async function registeredSupplier(shop: TestApp, fields: Record<string, unknown> = {}): Promise<ApprovedSupplier> {
  sequence += 1;
  const image = await selfieDataUrl();
  const body = {
    businessName: `Kumasi Weavers ${sequence}`,
    contactPerson: 'Kwame Asante',
    email: `weaver${sequence}-${Date.now()}@example.com`,
    password: 'secret-123',
    phone: '+233 24 555 0100',
    country: 'Ghana',
    language: 'en',
    faceVerificationImage: image,
    governmentIdImage: image,
    ...fields,
  };
  const { id } = (await shop.agent().post('/api/suppliers/register').send(body).expect(201)).body;
  const browser = shop.agent();
  await browser.post('/api/suppliers/login').send({ email: body.email, password: body.password }).expect(200);
  return { id, browser, email: body.email as string, password: body.password as string };
}

/** A supplier that applied through the portal and staff verified and approved, signed in. */
export async function approvedSupplier(shop: TestApp, admin: Agent, fields: Record<string, unknown> = {}): Promise<ApprovedSupplier> {
  const supplier = await registeredSupplier(shop, fields);
  await admin.put(`/api/admin/suppliers/${supplier.id}/verify-face`).send({ status: 'verified' }).expect(200);
  await admin.put(`/api/admin/suppliers/${supplier.id}/approve`).expect(200);
  return supplier;
}

/** A product the supplier lists at `costPrice` and staff publish into the catalog: answers the catalog product's id. */
export async function publishedSupplierProduct(admin: Agent, supplier: ApprovedSupplier, costPrice: number, name = `Kente Stole ${++sequence}`): Promise<{ productId: string; supplierProductId: string }> {
  const created = await supplier.browser.post('/api/suppliers/products').send({ supplierProductName: name, costPrice, minimumQuantity: 1, availableStock: 50 }).expect(201);
  const { productId } = (await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'traditional' }).expect(201)).body;
  return { productId, supplierProductId: created.body.id };
}
