import sharp from 'sharp';
import type { Agent } from 'supertest';
import { RegisterUserCommand } from '../../modules/identity/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../modules/identity/commands/register-user/register-user.handler';
import type { UserRole } from '../../modules/identity/domain/user.entity';
import type { TestApp } from '../../test-support/test-app';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

export interface Account {
  kind: 'user' | 'supplier';
  id: string;
  email: string;
  password: string;
}

/** A small real JPEG, as the supplier portal's camera would send it. */
export async function selfieDataUrl(): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8d5524' } }).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

export function supplierApplication(selfie: string, fields: Record<string, unknown> = {}) {
  const tag = next();
  return {
    businessName: `Kumasi Weavers ${tag}`,
    contactPerson: 'Kwame Asante',
    email: `supplier-${tag}@example.com`,
    password: 'supplier-secret',
    phone: '+233 24 555 0101',
    address: 'Adum, Kumasi',
    country: 'Ghana',
    language: 'en',
    taxId: 'GH-TIN-1',
    businessLicense: 'BL-1',
    faceVerificationImage: selfie,
    governmentIdImage: selfie,
    ...fields,
  };
}

export async function createUser(shop: TestApp, role: UserRole): Promise<Account> {
  const email = `${role}-${next()}@example.com`;
  const password = 'test-passphrase';
  const user = await shop.app.get(RegisterUserHandler).execute(new RegisterUserCommand(email, password, 'Ama', 'Test', role));
  return { kind: 'user', id: user.id, email, password };
}

/** Applies through the API; `approved` also has the admin verify the face and approve. */
export async function createSupplier(shop: TestApp, admin: Agent, selfie: string, state: 'pending' | 'verified' | 'approved'): Promise<Account> {
  const body = supplierApplication(selfie);
  const registered = await shop.agent().post('/api/suppliers/register').send(body).expect(201);
  const id: string = registered.body.id;
  if (state !== 'pending') await admin.put(`/api/admin/suppliers/${id}/verify-face`).send({ status: 'verified' }).expect(200);
  if (state === 'approved') await admin.put(`/api/admin/suppliers/${id}/approve`).expect(200);
  return { kind: 'supplier', id, email: body.email, password: body.password };
}

/** A new browser signed in to the account: its own cookie jar and its own server-side session. */
export async function signIn(shop: TestApp, account: Account): Promise<Agent> {
  const browser = shop.agent();
  const path = account.kind === 'user' ? '/api/auth/login' : '/api/suppliers/login';
  await browser.post(path).send({ email: account.email, password: account.password }).expect(200);
  return browser;
}

/** The value of one cookie from a response's Set-Cookie headers, with its attributes. */
export function setCookie(response: { headers: Record<string, unknown> }, name: string): { value: string; attributes: string[] } | null {
  const headers = response.headers['set-cookie'];
  const list = Array.isArray(headers) ? (headers as string[]) : typeof headers === 'string' ? [headers] : [];
  const line = list.find((header) => header.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes };
}

/** The cookie a response issues, passing over headers that clear it (empty value, e.g. at a former path). */
export function issuedCookie(response: { headers: Record<string, unknown> }, name: string): { value: string; attributes: string[] } | null {
  const headers = response.headers['set-cookie'];
  const list = Array.isArray(headers) ? (headers as string[]) : typeof headers === 'string' ? [headers] : [];
  return setCookie({ headers: { 'set-cookie': list.filter((header) => !header.startsWith(`${name}=;`)) } }, name);
}
