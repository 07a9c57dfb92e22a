import { APIRequestContext, expect, request } from '@playwright/test';

/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'owner@kente.test', password: 'e2e-owner-passphrase' };

/** An API client signed in as the shop's admin, for arranging what a journey needs. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  return api;
}

/** Moves an order through every stage to delivered, as staff would in the console. */
export async function deliverOrder(baseURL: string, orderNumber: string): Promise<void> {
  const api = await adminApi(baseURL);
  const orders = await (await api.get('/api/admin/orders', { params: { search: orderNumber } })).json();
  const order = orders.find((candidate: { orderNumber: string }) => candidate.orderNumber === orderNumber);
  for (const status of ['confirmed', 'processing', 'shipped', 'out-for-delivery', 'delivered']) {
    const response = await api.patch(`/api/admin/orders/${order.id}/status`, { data: status === 'shipped' ? { status, trackingNumber: 'GHP-E2E-001' } : { status } });
    expect(response.status()).toBe(200);
  }
  await api.dispose();
}
