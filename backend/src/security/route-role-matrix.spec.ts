import { CookieAccessInfo } from 'cookiejar';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Agent, Response } from 'supertest';
import { buildOpenApiDocument } from '../bootstrap/openapi';
import { API_KEY_SCOPES, ApiKeyArea, ApiKeyScope } from '../modules/identity/domain/api-key-scopes';
import { Product } from '../modules/catalog/domain/product.entity';
import { checkoutBody, insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { Account, createSupplier, createUser, selfieDataUrl, signIn, supplierApplication } from './support/accounts';
import { changedTables, dbFingerprint, stopScheduledJobs } from './support/db-fingerprint';
import { fillPath, loadOperations, OPENAPI_FILE, Operation } from './support/openapi-operations';

/** A delivery address as checkout takes it, for the saved-address rows. */
const SAVED_ADDRESS = { address: '7 Ring Road', city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: 'near the footbridge' };

const ROLES = ['anonymous', 'customer', 'otherCustomer', 'pendingSupplier', 'supplier', 'otherSupplier', 'admin', 'rider'] as const;
type Role = (typeof ROLES)[number];
type Statuses = [anonymous: number, customer: number, otherCustomer: number, pendingSupplier: number, supplier: number, otherSupplier: number, admin: number, rider: number];

/**
 * Who may call what: the status every kind of caller gets from every operation in
 * openapi/openapi.json. The rows aim at real resources owned by "customer" (its cart, its order)
 * and by "supplier" (its product), so the other customer and the other supplier show what a
 * stranger gets. A supplier session is read only under /api/suppliers and a user session never
 * there: elsewhere a supplier is nobody (401), except under /api/admin, which tells a signed-in
 * supplier 403 like any other signed-in non-admin. A rider is a signed-in user like a customer,
 * with its own round under /api/rider and nothing of the console. Every row is also called with
 * API keys (keyProblems): a key per scope, one with every scope, and revoked, expired and unknown ones.
 */
// prettier-ignore
const EXPECTED: Record<string, Statuses> = {
  //                                                    anon cust othr pend supp osup admin ridr
  // The matrix's shop keeps its database in memory: it takes no backups (409) and has none to send (404).
  'GET /api/admin/backups':                            [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/backups':                           [401, 403, 403, 403, 403, 403, 409, 403],
  'GET /api/admin/backups/{name}':                     [401, 403, 403, 403, 403, 403, 404, 403],
  'GET /api/admin/dashboard/best-sellers':             [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/dashboard/low-stock':                [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/dashboard/sales':                    [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/messages':                           [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/messages/delivery':                  [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/messages/{id}':                      [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/messages/{id}/retry':               [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/orders':                             [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/pages/{slug}':                       [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/orders/{id}/payments':               [401, 403, 403, 403, 403, 403, 200, 403],
  'PATCH /api/admin/orders/{id}/status':               [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/photos':                            [401, 403, 403, 403, 403, 403, 201, 403],
  'POST /api/admin/products':                          [401, 403, 403, 403, 403, 403, 201, 403],
  'DELETE /api/admin/products/{id}':                   [401, 403, 403, 403, 403, 403, 204, 403],
  'PATCH /api/admin/products/{id}':                    [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/settings':                           [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/stats':                              [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/search/misses':                      [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/search/synonyms':                    [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/search/synonyms':                    [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/supplier-products/{id}/publish':    [401, 403, 403, 403, 403, 403, 201, 403],
  'PUT /api/admin/supplier-products/{id}/cost-review': [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/suppliers':                          [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/suppliers/{id}/approve':             [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/suppliers/{id}/images/{kind}':       [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/suppliers/{id}/products':            [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/suppliers/{id}/verify-face':         [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/support':                            [401, 403, 403, 403, 403, 403, 200, 403],
  'PATCH /api/admin/support/{id}':                     [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/riders':                            [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/riders':                           [401, 403, 403, 403, 403, 403, 201, 403],
  'PATCH /api/admin/riders/{id}':                     [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/riders/{id}/round':                 [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/orders/{id}/rider':                 [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/orders/{id}/rider':                 [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/rider/round':                             [401, 403, 403, 401, 401, 401, 403, 200],
  'POST /api/rider/orders/{id}/collect':                      [401, 403, 403, 401, 401, 401, 403, 200],
  'POST /api/rider/orders/{id}/momo-request':                 [401, 403, 403, 401, 401, 401, 403, 200],
  'POST /api/rider/orders/{id}/refuse':                       [401, 403, 403, 401, 401, 401, 403, 200],
  'POST /api/rider/orders/{id}/not-home':                     [401, 403, 403, 401, 401, 401, 403, 200],
  'POST /api/rider/orders/{id}/delivered':                    [401, 403, 403, 401, 401, 401, 403, 200],
  'POST /api/auth/login':                              [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/auth/logout':                             [204, 204, 204, 204, 204, 204, 204, 204],
  'POST /api/auth/register':                           [201, 201, 201, 201, 201, 201, 201, 201],
  'GET /api/auth/user':                                [401, 200, 200, 401, 401, 401, 200, 200],
  'POST /api/auth/otp':                                [202, 202, 202, 202, 202, 202, 202, 202],
  'POST /api/account/phone':                           [401, 202, 202, 401, 401, 401, 403, 403],
  'POST /api/account/phone/verify':                    [401, 200, 200, 401, 401, 401, 403, 403],
  'POST /api/account/email':                           [401, 409, 409, 401, 401, 401, 403, 403],
  'PUT /api/account/name':                             [401, 200, 200, 401, 401, 401, 403, 403],
  'POST /api/auth/otp/verify':                         [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/cart':                                    [404, 201, 404, 404, 404, 404, 404, 404],
  'DELETE /api/cart/{itemId}':                         [404, 204, 404, 404, 404, 404, 404, 404],
  'PATCH /api/cart/{itemId}':                          [404, 200, 404, 404, 404, 404, 404, 404],
  'PATCH /api/cart/{itemId}/choice':                   [404, 200, 404, 404, 404, 404, 404, 404],
  'GET /api/cart/{sessionId}':                         [200, 200, 200, 200, 200, 200, 200, 200],
  // Cart reminders (ADR 071): the box is the cart's own browser's; the link's token is its own key.
  'GET /api/cart/{sessionId}/reminder':                [200, 200, 200, 200, 200, 200, 200, 200],
  'PUT /api/cart/{sessionId}/reminder':                [404, 200, 404, 404, 404, 404, 404, 404],
  'DELETE /api/cart/{sessionId}/reminder':             [404, 204, 404, 404, 404, 404, 404, 404],
  'GET /api/cart-reminders/{token}':                   [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/cart-reminders/{token}/restore':          [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/cart-reminders/{token}/stop':             [204, 204, 204, 204, 204, 204, 204, 204],
  'GET /api/health':                                   [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/health/ready':                             [200, 200, 200, 200, 200, 200, 200, 200],
  // Meta's statuses webhook (ADR 067): the matrix's shop has no WhatsApp app secret, so it is not there.
  'GET /api/whatsapp/webhook':                         [404, 404, 404, 404, 404, 404, 404, 404],
  'POST /api/whatsapp/webhook':                        [404, 404, 404, 404, 404, 404, 404, 404],
  'GET /api/orders':                                   [401, 200, 200, 401, 401, 401, 200, 200],
  'POST /api/orders':                                  [201, 201, 201, 201, 201, 201, 201, 201],
  // Buy again: the order's own customer only; any other signed-in user is told no such order.
  'POST /api/orders/{id}/buy-again':                   [401, 200, 404, 401, 401, 401, 404, 404],
  // Saved items (issue 35): every signed-in user's own list; a supplier session is nobody here.
  'GET /api/account/addresses':                        [401, 200, 200, 401, 401, 401, 200, 200],
  'POST /api/account/addresses':                       [401, 201, 201, 401, 401, 401, 201, 201],
  'PUT /api/account/addresses/{id}':                   [401, 200, 404, 401, 401, 401, 404, 404],
  'DELETE /api/account/addresses/{id}':                [401, 204, 404, 401, 401, 401, 404, 404],
  'PUT /api/account/addresses/{id}/default':           [401, 200, 404, 401, 401, 401, 404, 404],
  'GET /api/account/saved-items':                      [401, 200, 200, 401, 401, 401, 200, 200],
  'POST /api/account/saved-items/merge':               [401, 200, 200, 401, 401, 401, 200, 200],
  'PUT /api/account/saved-items/{productId}':          [401, 204, 204, 401, 401, 401, 204, 204],
  'DELETE /api/account/saved-items/{productId}':       [401, 204, 204, 401, 401, 401, 204, 204],
  // Back in stock: anyone with a phone; the request's random id is the key to cancelling it.
  'POST /api/back-in-stock':                           [201, 201, 201, 201, 201, 201, 201, 201],
  'DELETE /api/back-in-stock/{id}':                    [204, 204, 204, 204, 204, 204, 204, 204],
  'GET /api/orders/track/{orderNumber}':               [200, 200, 200, 200, 200, 200, 200, 200],
  // Returns: a guest proves the order with its e-mail or phone (ADR 069); the console's steps are admins'.
  'POST /api/returns':                                 [201, 201, 201, 201, 201, 201, 201, 201],
  'POST /api/returns/quote':                           [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/returns/{returnNumber}':                   [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/returns':                                  [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/admin/returns':                            [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/returns/{id}/approve':              [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/returns/{id}/refuse':               [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/returns/{id}/receive':              [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/returns/{id}/inspect':              [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/returns/{id}/refund':               [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/returns/{id}/refund-paid':          [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/returns/{id}/photos/{position}':     [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/orders/{orderNumber}/reviews':             [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/pages/{slug}':                             [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/payments/paypal/webhook':                 [401, 401, 401, 401, 401, 401, 401, 401],
  'POST /api/payments/paystack/webhook':               [401, 401, 401, 401, 401, 401, 401, 401],
  'GET /api/payments/options':                         [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/payments/{orderNumber}/attempts':         [201, 201, 201, 201, 201, 201, 201, 201],
  'POST /api/payments/{orderNumber}/check':            [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/products':                                 [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/products/suggestions':                     [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/products/{id}':                            [404, 404, 404, 404, 404, 404, 200, 404],
  'GET /api/products/{id}/reviews':                    [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/reviews':                                 [201, 201, 201, 201, 201, 201, 201, 201],
  'GET /api/settings':                                 [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/suppliers/login':                         [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/suppliers/logout':                        [204, 204, 204, 204, 204, 204, 204, 204],
  'GET /api/suppliers/earnings':                       [401, 401, 401, 200, 200, 200, 401, 401],
  // The supplier has a payout account and the others none: each sees its own.
  'GET /api/suppliers/payout-account':                 [401, 401, 401, 200, 200, 200, 401, 401],
  'PUT /api/suppliers/payout-account':                 [401, 401, 401, 403, 200, 200, 401, 401],
  'GET /api/suppliers/payout-banks':                   [401, 401, 401, 200, 200, 200, 401, 401],
  'GET /api/suppliers/products':                       [401, 401, 401, 200, 200, 200, 401, 401],
  'POST /api/suppliers/products':                      [401, 401, 401, 403, 201, 201, 401, 401],
  'DELETE /api/suppliers/products/{id}':               [401, 401, 401, 403, 204, 404, 401, 401],
  'PUT /api/suppliers/products/{id}':                  [401, 401, 401, 403, 200, 404, 401, 401],
  'POST /api/suppliers/photos':                         [401, 401, 401, 403, 201, 201, 401, 401],
  'GET /api/suppliers/profile':                        [401, 401, 401, 200, 200, 200, 401, 401],
  'POST /api/suppliers/register':                      [201, 201, 201, 201, 201, 201, 201, 201],
  'POST /api/suppliers/register/password-check':       [204, 204, 204, 204, 204, 204, 204, 204],
  'POST /api/support':                                 [201, 201, 201, 201, 201, 201, 201, 201],
  // A chat opens with its token (X-Chat-Token), never with an account: without it, 404 for everyone.
  'POST /api/chat':                                    [201, 201, 201, 201, 201, 201, 201, 201],
  'GET /api/chat/{id}/messages':                       [404, 404, 404, 404, 404, 404, 404, 404],
  'POST /api/chat/{id}/messages':                      [404, 404, 404, 404, 404, 404, 404, 404],
  'GET /api/admin/chats':                              [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/chats/{id}':                         [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/chats/{id}/messages':               [401, 403, 403, 403, 403, 403, 201, 403],
  'GET /api/test-payments/checkouts/{id}':             [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/test-payments/checkouts/{id}/approve':    [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/test-payments/checkouts/{id}/decline':    [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/admin/webhooks':                           [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/webhooks':                          [401, 403, 403, 403, 403, 403, 201, 403],
  'DELETE /api/admin/webhooks/{id}':                   [401, 403, 403, 403, 403, 403, 204, 403],
  'PATCH /api/admin/webhooks/{id}':                    [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/webhooks/{id}/deliveries':           [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend': [401, 403, 403, 403, 403, 403, 204, 403],
  'POST /api/admin/webhooks/{id}/rotate-secret':       [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/admin/delivery':                           [401, 403, 403, 403, 403, 403, 200, 403],
  'PUT /api/admin/delivery/holidays':                  [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/delivery/pickup-points':            [401, 403, 403, 403, 403, 403, 201, 403],
  'DELETE /api/admin/delivery/pickup-points/{id}':     [401, 403, 403, 403, 403, 403, 204, 403],
  'PUT /api/admin/delivery/pickup-points/{id}':        [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/delivery/zones':                    [401, 403, 403, 403, 403, 403, 201, 403],
  'DELETE /api/admin/delivery/zones/{id}':             [401, 403, 403, 403, 403, 403, 204, 403],
  'PUT /api/admin/delivery/zones/{id}':                [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/delivery/options':                         [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/admin/payouts':                            [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/payouts/runs':                      [401, 403, 403, 403, 403, 403, 200, 403],
  // The matrix's order has no supplier units to move back in time.
  'POST /api/admin/payouts/test-hooks/backdate':       [401, 403, 403, 403, 403, 403, 404, 403],
  'GET /api/admin/promotions':                         [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/promotions':                        [401, 403, 403, 403, 403, 403, 201, 403],
  'PATCH /api/admin/promotions/{id}':                  [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/promotions/quote':                        [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/admin/orders/{id}/pay-on-delivery/collect':      [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/orders/{id}/pay-on-delivery/confirm':      [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/orders/{id}/pay-on-delivery/momo-request': [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/orders/{id}/pay-on-delivery/not-home':     [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/orders/{id}/pay-on-delivery/refuse':       [401, 403, 403, 403, 403, 403, 200, 403],
  'GET /api/orders/confirmations/{token}':             [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/orders/confirmations/{token}':            [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/admin/api-keys':                           [401, 403, 403, 403, 403, 403, 200, 403],
  'POST /api/admin/api-keys':                          [401, 403, 403, 403, 403, 403, 201, 403],
  'POST /api/admin/api-keys/{id}/revoke':              [401, 403, 403, 403, 403, 403, 200, 403],
  // For API keys only: no session of any kind opens it.
  'GET /api/integrations/key':                         [401, 401, 401, 401, 401, 401, 401, 401],
};

/**
 * Which console area each admin path belongs to for API keys, first match wins; null: a signed-in
 * admin only, whatever a key holds. A key needs `<area>:read` to GET and `<area>:write` for the rest.
 */
const KEY_AREAS: [pathPrefix: string, area: ApiKeyArea | null][] = [
  ['/api/admin/api-keys', null],
  ['/api/admin/backups', null],
  // Returns move money: the console's, not an integrator's (ADR 069).
  ['/api/admin/returns', null],
  ['/api/admin/orders/{id}/rider', 'riders'],
  ['/api/admin/orders', 'orders'],
  ['/api/admin/riders', 'riders'],
  ['/api/admin/products', 'catalog'],
  ['/api/admin/photos', 'catalog'],
  ['/api/admin/search', 'catalog'],
  ['/api/admin/supplier-products', 'suppliers'],
  ['/api/admin/suppliers', 'suppliers'],
  ['/api/admin/delivery', 'delivery'],
  ['/api/admin/messages', 'messages'],
  ['/api/admin/support', 'support'],
  ['/api/admin/chats', 'support'],
  ['/api/admin/settings', 'settings'],
  ['/api/admin/pages', 'settings'],
  ['/api/admin/dashboard', 'reports'],
  ['/api/admin/stats', 'reports'],
  ['/api/admin/webhooks', 'webhooks'],
  ['/api/admin/promotions', 'promotions'],
  ['/api/admin/payouts', null],
];

/** The scope a key needs for an operation; null: no key opens it; undefined: not the console's, a key is ignored there. */
function keyScopeOf(operation: Operation): ApiKeyScope | null | undefined {
  if (!operation.path.startsWith('/api/admin/')) return undefined;
  const match = KEY_AREAS.find(([prefix]) => operation.path === prefix || operation.path.startsWith(`${prefix}/`));
  if (!match) throw new Error(`${operation.key}: add its area to KEY_AREAS`);
  const area = match[1];
  return area && (`${area}:${operation.method === 'GET' ? 'read' : 'write'}` as ApiKeyScope);
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A photo sent as multipart/form-data (field `photo`) instead of a JSON body. */
  photo?: Buffer;
}

interface Scenario {
  /**
   * The call changes or ends this kind of session: callers holding one get a newly signed-in
   * browser, the others a copy of their cookie jar (their session is untouched by the call).
   */
  freshSession?: 'user' | 'supplier';
  /** Runs before each caller's request (outside the before/after comparison) and says what to send. */
  prepare: (role: Role) => Promise<Call> | Call;
  /** What an allowed caller must and must not get, beyond the status. */
  check?: (response: Response, role: Role, browser: Agent) => Promise<void> | void;
}

describe('the route x role matrix', () => {
  const operations = loadOperations();
  let shop: TestApp;
  let selfie: string;
  const accounts = {} as Record<Exclude<Role, 'anonymous'>, Account>;
  const browsers = {} as Record<Role, Agent>;
  let product: Product;
  let hiddenProduct: Product;
  let editableProduct: Product;
  let loginTarget: Account;
  let verifiedSupplier: Account;
  // A face is reviewed once (409 after): the refused calls aim at this one, and each allowed call at a new one.
  let faceReviewSupplier: Account;
  const cartSessionId = 'cart-of-customer';
  let cartItemId: string;
  let customerOrder: { id: string; orderNumber: string; checkoutId: string };
  let quotableOrder: Promise<string> | undefined;
  let trackedReturn: Promise<string> | undefined;
  let photographedReturn: Promise<string> | undefined;
  let otherOrder: { id: string; orderNumber: string };
  let supplierProductId: string;
  let supportRequestId: string;
  let chatId: string;
  /** The customer's saved address: strangers aim at it, and get what an unknown id gets. */
  let customerAddressId: string;
  let sequence = 0;
  /** A key for each scope alone, one with them all, and keys no call may pass with. */
  const keyOf = {} as Record<ApiKeyScope, string>;
  let everyScopeKey: string;
  let unusableKeys: Record<'revoked' | 'expired' | 'unknown', string>;

  const accountOf = (role: Role) => (role === 'anonymous' ? null : accounts[role]);
  const userIdOf = (role: Role) => (accountOf(role)?.kind === 'user' ? accountOf(role)!.id : null);
  const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;
  /** A mobile number of its own (027 ...), for a sign-in code. */
  const nextPhone = () => `027 ${String((sequence += 1)).padStart(3, '0')} ${String(Date.now() % 10_000).padStart(4, '0')}`;

  async function placeOrder(browser: Agent, sessionId = `order-${unique()}`): Promise<{ id: string; orderNumber: string; productId: string; checkoutId: string }> {
    const response = await browser
      .post('/api/orders')
      .send(checkoutBody(sessionId, [{ productId: product.id, quantity: 1, price: product.price }]))
      .expect(201);
    // TEST MODE (no provider keys): the payment page is the shop's own /test-payment/<id>.
    const checkoutId = String(response.body.payment.redirectUrl).split('/test-payment/')[1];
    return { id: response.body.id, orderNumber: response.body.orderNumber, productId: product.id, checkoutId };
  }

  /** An order of its own, placed as a guest, paid on delivery and delivered today: what a return may start from. */
  async function returnableOrder(): Promise<string> {
    const { id, orderNumber } = await placeOrder(shop.agent());
    await shop.dataSource.query(`UPDATE orders SET "paymentMethod" = 'cod', "paymentStatus" = 'paid', "orderStatus" = 'delivered', "deliveredAt" = now() WHERE id = $1`, [id]);
    return orderNumber;
  }

  /** A return of a returnable order, moved straight to `status` (and `refundStatus`) for the console's step under test. */
  async function matrixReturn(status = 'requested', refundStatus = 'none'): Promise<string> {
    const orderNumber = await returnableOrder();
    const started = await shop.agent().post('/api/returns').send({ orderNumber, contact: 'ama.mensah@example.com', reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }] }).expect(201);
    await shop.dataSource.query(`UPDATE returns SET status = $2, "refundStatus" = $3 WHERE id = $1`, [started.body.id, status, refundStatus]);
    return started.body.id;
  }

  /** A return sent with a photo of the item. */
  async function matrixReturnWithPhoto(): Promise<string> {
    const orderNumber = await returnableOrder();
    const photo = (await sharp({ create: { width: 48, height: 32, channels: 3, background: '#8a2be2' } }).png().toBuffer()).toString('base64');
    const started = await shop.agent().post('/api/returns').send({ orderNumber, contact: 'ama.mensah@example.com', reason: 'defective', lines: [{ orderItemId: '0', quantity: 1 }], photos: [photo] }).expect(201);
    return started.body.id;
  }

  /** A pay-on-delivery order placed by a guest, and the token its confirmation SMS carried. */
  async function payOnDeliveryOrder(): Promise<{ id: string; token: string }> {
    const response = await browsers.anonymous
      .post('/api/orders')
      // A phone of its own: refusals at the door count against a phone, and two would bar it from paying on delivery.
      .send({ ...checkoutBody(`cod-${unique()}`, [{ productId: product.id, quantity: 1, price: product.price }]), paymentMethod: 'cod', phone: `+233 20 ${String(sequence).padStart(3, '0')} ${String(sequence).padStart(4, '0')}` })
      .expect(201);
    const [sms]: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE "orderId" = $1 AND kind = 'cod-placed' AND channel = 'sms'`, [response.body.id]);
    return { id: response.body.id, token: sms.text.split('/confirm-order/')[1] };
  }

  /** A pay-on-delivery order the rider has at the door (staff moved it to out for delivery). */
  async function payOnDeliveryAtTheDoor(): Promise<string> {
    const { id } = await payOnDeliveryOrder();
    await browsers.admin.patch(`/api/admin/orders/${id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    return id;
  }

  /** The same, on the matrix rider's round: its total, for collecting. */
  async function riderStopAtTheDoor(): Promise<{ params: { id: string }; total: string }> {
    const id = await payOnDeliveryAtTheDoor();
    await browsers.admin.put(`/api/admin/orders/${id}/rider`).send({ riderId: accounts.rider.id }).expect(200);
    const [{ total }]: { total: string }[] = await shop.dataSource.query(`SELECT total::text FROM orders WHERE id = $1`, [id]);
    return { params: { id }, total };
  }

  /** A line in the customer's own cart, on a product of its own so each one is a new line. */
  async function customerCartItem(): Promise<string> {
    const item = await insertProduct(shop.dataSource, { stock: 50 });
    const response = await browsers.customer.post('/api/cart').send({ sessionId: cartSessionId, productId: item.id, quantity: 1 }).expect(201);
    return response.body.id;
  }

  /** The customer's cart, with "remind me" ticked (again). */
  async function customerCartReminder(): Promise<{ sessionId: string; token: string }> {
    await browsers.customer.put(`/api/cart/${cartSessionId}/reminder`).send({ phone: '024 555 0909', consent: true }).expect(200);
    const [{ token }]: { token: string }[] = await shop.dataSource.query(`SELECT token FROM cart_reminders WHERE "sessionId" = $1`, [cartSessionId]);
    return { sessionId: cartSessionId, token };
  }

  async function ownSupplierProduct(): Promise<string> {
    const response = await browsers.supplier
      .post('/api/suppliers/products')
      .send({ supplierProductName: `Kente strip ${unique()}`, costPrice: 100, minimumQuantity: 1, availableStock: 12 })
      .expect(201);
    return response.body.id;
  }

  /** On sale, then repriced from 100.00 to 0.01: a cost change awaiting staff review. */
  async function repricedSupplierProduct(): Promise<string> {
    const id = await ownSupplierProduct();
    await browsers.admin.post(`/api/admin/supplier-products/${id}/publish`).send({ category: 'traditional' }).expect(201);
    await browsers.supplier.put(`/api/suppliers/products/${id}`).send({ supplierProductName: `Kente strip ${unique()}`, costPrice: 0.01, minimumQuantity: 1, availableStock: 12 }).expect(200);
    return id;
  }

  async function photoBytes(): Promise<Buffer> {
    sequence += 1;
    return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: sequence % 256, g: 90, b: 40 } } }).jpeg().toBuffer();
  }

  /**
   * A zone at SPEC's prices for a region of its own (Northern, where the matrix's orders go, stays
   * with the catch-all made first, so orders placed after any zone scenario are still priced).
   */
  const zoneRegions = ['Volta', 'Oti', 'Ahafo', 'Bono East', 'Savannah', 'North East', 'Western North', 'Upper East', 'Upper West', 'Central', 'Eastern', 'Western', 'Ashanti'];
  const specTerms = (minDays: number, maxDays: number, price: string, freeAbove: string | null = null) => ({ offered: true, price, freeAbove, minDays, maxDays, cutoff: null });
  const zoneBody = (regions: string[], isDefault = false) => ({
    name: `Zone ${unique()}`,
    regions,
    isDefault,
    payOnDelivery: true,
    options: { standard: specTerms(3, 5, '30.00', '200.00'), 'next-day': specTerms(1, 1, '50.00'), 'same-day': specTerms(0, 0, '80.00') },
  });
  let catchAll: Promise<unknown> | null = null;
  let editablePromotion: Promise<string> | undefined;
  async function promotion(): Promise<string> {
    return (await browsers.admin.post('/api/admin/promotions').send({ code: `EDIT${unique()}`, name: 'Editable', kind: 'fixed', amountOff: '5.00' }).expect(201)).body.id;
  }

  async function deliveryZone(): Promise<string> {
    await (catchAll ??= browsers.admin.post('/api/admin/delivery/zones').send(zoneBody([], true)).expect(201));
    return (await browsers.admin.post('/api/admin/delivery/zones').send(zoneBody([zoneRegions.pop()!])).expect(201)).body.id;
  }
  const pickupPointBody = () => ({ name: `Pickup ${unique()}`, address: 'Oxford Street, Osu, Accra', openingHours: 'Mon–Sat 9:00–18:00', phone: '024 123 4567', isActive: true });
  async function pickupPoint(): Promise<string> {
    return (await browsers.admin.post('/api/admin/delivery/pickup-points').send(pickupPointBody()).expect(201)).body.id;
  }
  let editableZone: Promise<string> | null = null;
  let editablePickupPoint: Promise<string> | null = null;
  let soldOutProduct: ReturnType<typeof insertProduct> | null = null;

  /** A message that gave up, as the relay leaves one: what staff retry. */
  async function deadMessage(): Promise<string> {
    const [row]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO outbox_messages ("dedupKey", kind, channel, audience, recipient, subject, text, html, status, attempts, "lastError")
       VALUES ($1, 'support-answered', 'email', 'shopper', 'esi@example.com', 'Your answer', 'Hello', '<p>Hello</p>', 'dead', 8, 'Mailbox full') RETURNING id`,
      [`matrix:${unique()}`],
    );
    return row.id;
  }


  /** An endpoint subscribed to orders (never sent to: the matrix's shop relays nothing). */
  async function webhookSubscription(): Promise<string> {
    const [row]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO webhook_subscriptions (url, "eventTypes", secret) VALUES ($1, '{order.placed}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') RETURNING id`,
      [`https://hooks.example.com/${unique()}`],
    );
    return row.id;
  }

  /** A delivered event of a subscription: what staff may send again. */
  async function deliveredWebhook(): Promise<{ id: string; deliveryId: string }> {
    const id = await webhookSubscription();
    const eventId = `evt_matrix${unique()}`;
    await shop.dataSource.query(`INSERT INTO webhook_events (id, type, version, data) VALUES ($1, 'order.placed', 1, '{}')`, [eventId]);
    const [delivery]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO webhook_deliveries ("subscriptionId", "eventId", status, attempts, "deliveredAt") VALUES ($1, $2, 'delivered', 1, now()) RETURNING id`,
      [id, eventId],
    );
    return { id, deliveryId: delivery.id };
  }

  /** A key made by the matrix's admin through the console. */
  async function apiKey(scopes: readonly string[]): Promise<{ id: string; secret: string }> {
    const response = await browsers.admin.post('/api/admin/api-keys').send({ name: `Matrix ${unique()}`, scopes }).expect(201);
    return { id: response.body.id, secret: response.body.secret };
  }

  const SCENARIOS: Record<string, Scenario> = {
    'GET /api/admin/backups': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toEqual({ state: shop.engine === 'postgres' ? 'postgresql' : 'off', everyHours: null, keep: null, dir: null, backups: [] }),
    },
    'POST /api/admin/backups': { prepare: () => ({}) },
    'GET /api/admin/backups/{name}': { prepare: () => ({ params: { name: 'shop-20261127T030000Z.tar.gz' } }) },
    'GET /api/admin/delivery': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ zones: expect.any(Array), pickupPoints: expect.any(Array), holidays: expect.any(Array) }),
    },
    'PUT /api/admin/delivery/holidays': {
      prepare: () => ({ body: { holidays: [{ day: '2027-03-10', name: 'Eid al-Fitr' }] } }),
      check: (response) => expect(response.body).toEqual([{ day: '2027-03-10', name: 'Eid al-Fitr' }]),
    },
    'POST /api/admin/delivery/pickup-points': {
      prepare: () => ({ body: pickupPointBody() }),
      check: (response) => expect(response.body).toMatchObject({ isActive: true, digitalAddress: null }),
    },
    // Only the admin's call deletes: the others aim at a point that stays.
    'DELETE /api/admin/delivery/pickup-points/{id}': {
      prepare: async (role) => ({ params: { id: role === 'admin' ? await pickupPoint() : await (editablePickupPoint ??= pickupPoint()) } }),
    },
    'PUT /api/admin/delivery/pickup-points/{id}': {
      prepare: async () => ({ params: { id: await (editablePickupPoint ??= pickupPoint()) }, body: { ...pickupPointBody(), name: 'Renamed pickup' } }),
      check: (response) => expect(response.body.name).toBe('Renamed pickup'),
    },
    // A region each zone made: only the admin's call makes one.
    'POST /api/admin/delivery/zones': {
      prepare: async (role) => {
        await (editableZone ??= deliveryZone());
        return { body: zoneBody(role === 'admin' ? [zoneRegions.pop()!] : ['Volta']) };
      },
      check: (response) => expect(response.body).toMatchObject({ isDefault: false, payOnDelivery: true, options: { standard: { price: '30.00', freeAbove: '200.00' } } }),
    },
    'DELETE /api/admin/delivery/zones/{id}': {
      prepare: async (role) => ({ params: { id: role === 'admin' ? await deliveryZone() : await (editableZone ??= deliveryZone()) } }),
    },
    'PUT /api/admin/delivery/zones/{id}': {
      prepare: async () => {
        const id = await (editableZone ??= deliveryZone());
        const { body } = await browsers.admin.get('/api/admin/delivery').expect(200);
        const zone = body.zones.find((candidate: { id: string }) => candidate.id === id);
        return { params: { id }, body: { ...zoneBody(zone.regions), name: 'Renamed zone' } };
      },
      check: (response) => expect(response.body.name).toBe('Renamed zone'),
    },
    'GET /api/admin/dashboard/best-sellers': {
      prepare: () => ({ query: { days: '30', limit: '5' } }),
      // The matrix's orders are unpaid: nothing has sold yet.
      check: (response) => expect(response.body).toMatchObject({ period: { timeZone: 'Africa/Accra' }, products: [] }),
    },
    'GET /api/admin/dashboard/low-stock': {
      prepare: () => ({}),
      check: (response) => {
        expect(response.body.atMost).toBe(5);
        expect(response.body.products.every((item: { lowestStock: number }) => item.lowestStock <= 5)).toBe(true);
      },
    },
    'GET /api/admin/dashboard/sales': {
      prepare: () => ({ query: { days: '7' } }),
      check: (response) => {
        expect(response.body.days).toHaveLength(7);
        expect(response.body.totalOrders).toBeGreaterThanOrEqual(2);
      },
    },
    'GET /api/admin/messages': {
      prepare: () => ({ query: { orderId: customerOrder.id } }),
      check: (response) => {
        expect(response.body.length).toBeGreaterThan(0);
        expect(response.body.every((message: { orderId: string }) => message.orderId === customerOrder.id)).toBe(true);
      },
    },
    'GET /api/admin/messages/delivery': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ email: 'local-mailbox', sms: 'local-mailbox' }),
    },
    'GET /api/admin/messages/{id}': {
      prepare: async () => ({ params: { id: await deadMessage() } }),
      check: (response) => expect(response.body).toMatchObject({ text: 'Hello', html: '<p>Hello</p>', status: 'dead' }),
    },
    'POST /api/admin/messages/{id}/retry': {
      prepare: async () => ({ params: { id: await deadMessage() } }),
      check: (response) => expect(response.body).toMatchObject({ status: 'queued', attempts: 0 }),
    },
    'GET /api/admin/orders': {
      prepare: () => ({}),
      check: (response) => {
        const numbers = response.body.map((order: { orderNumber: string }) => order.orderNumber);
        expect(numbers).toEqual(expect.arrayContaining([customerOrder.orderNumber, otherOrder.orderNumber]));
      },
    },
    'GET /api/admin/orders/{id}/payments': {
      prepare: () => ({ params: { id: customerOrder.id } }),
      check: (response) => expect(response.body.attempts[0]).toMatchObject({ provider: 'paystack', testMode: true }),
    },
    'PATCH /api/admin/orders/{id}/status': {
      prepare: () => ({ params: { id: customerOrder.id }, body: { status: 'confirmed' } }),
      check: (response) => expect(response.body).toMatchObject({ id: customerOrder.id, orderStatus: 'confirmed' }),
    },
    'POST /api/admin/orders/{id}/pay-on-delivery/collect': {
      prepare: async () => ({ params: { id: await payOnDeliveryAtTheDoor() }, body: { via: 'cash', amount: (await shop.dataSource.query(`SELECT total::text FROM orders ORDER BY "createdAt" DESC LIMIT 1`))[0].total } }),
      check: (response) => expect(response.body).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered', payOnDelivery: { collection: { via: 'cash', by: accounts.admin.email } } }),
    },
    'POST /api/admin/orders/{id}/pay-on-delivery/confirm': {
      prepare: async () => ({ params: { id: (await payOnDeliveryOrder()).id } }),
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending', payOnDelivery: { confirmedBy: accounts.admin.email } }),
    },
    'POST /api/admin/orders/{id}/pay-on-delivery/momo-request': {
      prepare: async () => ({ params: { id: await payOnDeliveryAtTheDoor() } }),
      check: (response) => expect(response.body).toMatchObject({ paymentStatus: 'pending', payment: { method: 'momo', redirectUrl: expect.stringContaining('/test-payment/') } }),
    },
    'POST /api/admin/orders/{id}/pay-on-delivery/not-home': {
      prepare: async () => ({ params: { id: await payOnDeliveryAtTheDoor() }, body: { note: 'Gate locked' } }),
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'out-for-delivery', payOnDelivery: { history: [expect.objectContaining({ event: 'not-home', note: 'Gate locked' })] } }),
    },
    'POST /api/admin/orders/{id}/pay-on-delivery/refuse': {
      prepare: async () => ({ params: { id: await payOnDeliveryAtTheDoor() }, body: {} }),
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refused' }),
    },
    'POST /api/admin/photos': {
      // A photo of its own per caller: the same bytes twice would be the same photo.
      prepare: async () => ({ photo: await photoBytes() }),
      check: (response) => expect(response.body.path).toMatch(/^\/media\/[0-9a-f]{32}\./),
    },
    'POST /api/admin/products': {
      prepare: () => ({ body: { name: `Batakari smock ${unique()}`, price: '240.00', category: 'mens', stock: 4 } }),
      check: (response) => expect(response.body).toMatchObject({ price: '240.00', isActive: true }),
    },
    'DELETE /api/admin/products/{id}': {
      prepare: async () => ({ params: { id: (await insertProduct(shop.dataSource)).id } }),
    },
    'GET /api/admin/search/misses': {
      prepare: () => ({}),
      check: (response) => expect(Array.isArray(response.body)).toBe(true),
    },
    'GET /api/admin/search/synonyms': {
      prepare: () => ({}),
      check: (response) => expect(response.body.groups).toEqual(expect.any(Array)),
    },
    'PUT /api/admin/search/synonyms': {
      prepare: () => ({ body: { groups: [{ terms: ['fugu', 'batakari', 'smock'] }] } }),
      check: (response) => expect(response.body).toEqual({ groups: [{ terms: ['fugu', 'batakari', 'smock'] }] }),
    },
    'PATCH /api/admin/products/{id}': {
      prepare: () => ({ params: { id: editableProduct.id }, body: { stock: 77 } }),
      check: (response) => expect(response.body).toMatchObject({ id: editableProduct.id, stock: 77 }),
    },
    'PUT /api/admin/pages/{slug}': {
      prepare: () => ({ params: { slug: 'terms' }, body: { title: 'Terms', markdown: `Revision ${unique()}` } }),
      check: (response) => expect(response.body).toMatchObject({ slug: 'terms', title: 'Terms', markdown: expect.stringMatching(/^Revision /) }),
    },
    'PUT /api/admin/settings': {
      prepare: () => ({
        body: { phone: '024 123 4567', whatsapp: '024 123 4567', email: `shop-${unique()}@example.com`, address: 'Osu, Accra', businessHours: 'Every day: 9:00 – 17:00', socialLinks: [] },
      }),
      check: (response) => expect(response.body).toMatchObject({ phone: '024 123 4567', whatsappLink: 'https://wa.me/233241234567' }),
    },
    'GET /api/admin/stats': {
      prepare: () => ({}),
      check: (response) => expect(response.body.totalOrders).toBeGreaterThanOrEqual(2),
    },
    'POST /api/admin/supplier-products/{id}/publish': {
      prepare: async () => ({ params: { id: await ownSupplierProduct() }, body: { category: 'traditional' } }),
      check: (response) => expect(response.body.productId).toEqual(expect.any(String)),
    },
    'PUT /api/admin/supplier-products/{id}/cost-review': {
      prepare: async () => ({ params: { id: await repricedSupplierProduct() }, body: { decision: 'approve' } }),
      check: (response) => expect(response.body).toMatchObject({ costPrice: '0.01', sellingPrice: '0.01', pendingCostPrice: null }),
    },
    'GET /api/admin/suppliers': {
      prepare: () => ({}),
      check: (response) => {
        expect(response.body.map((supplier: { id: string }) => supplier.id)).toContain(accounts.supplier.id);
        expect(JSON.stringify(response.body)).not.toMatch(/base64|passwordHash/);
      },
    },
    'PUT /api/admin/suppliers/{id}/approve': {
      prepare: () => ({ params: { id: verifiedSupplier.id } }),
      check: (response) => expect(response.body).toMatchObject({ id: verifiedSupplier.id, isApproved: true }),
    },
    'GET /api/admin/suppliers/{id}/images/{kind}': {
      prepare: () => ({ params: { id: accounts.supplier.id, kind: 'face' } }),
      check: (response) => expect(response.headers['content-type']).toBe('image/jpeg'),
    },
    'GET /api/admin/suppliers/{id}/products': {
      prepare: () => ({ params: { id: accounts.supplier.id } }),
      check: (response) => expect(response.body.map((item: { id: string }) => item.id)).toContain(supplierProductId),
    },
    'PUT /api/admin/suppliers/{id}/verify-face': {
      prepare: async (role) => ({
        params: { id: role === 'admin' ? (await createSupplier(shop, browsers.admin, selfie, 'pending')).id : faceReviewSupplier.id },
        body: { status: 'verified', notes: 'Matches the ID card' },
      }),
      check: (response) => expect(response.body).toMatchObject({ faceVerificationStatus: 'verified', verificationNotes: 'Matches the ID card' }),
    },
    'GET /api/admin/support': {
      prepare: () => ({}),
      check: (response) => expect(response.body.map((request: { id: string }) => request.id)).toContain(supportRequestId),
    },
    'PATCH /api/admin/support/{id}': {
      prepare: () => ({ params: { id: supportRequestId }, body: { status: 'in-progress' } }),
      check: (response) => expect(response.body).toMatchObject({ id: supportRequestId, status: 'in-progress' }),
    },
    'GET /api/admin/riders': {
      prepare: () => ({}),
      check: (response) => expect(response.body.map((rider: { id: string }) => rider.id)).toContain(accounts.rider.id),
    },
    'POST /api/admin/riders': {
      prepare: () => ({ body: { email: `rider-${unique()}@example.com`, password: 'okada-rider-7', firstName: 'Yaw', lastName: 'Boateng' } }),
      check: (response) => expect(JSON.stringify(response.body)).not.toMatch(/password/i),
    },
    'PATCH /api/admin/riders/{id}': {
      // A rider of its own: the matrix's rider keeps signing in for the rows after this one.
      prepare: async () => ({ params: { id: (await createUser(shop, 'rider')).id }, body: { active: false } }),
      check: (response) => expect(response.body).toMatchObject({ active: false }),
    },
    'GET /api/admin/riders/{id}/round': {
      prepare: () => ({ params: { id: accounts.rider.id } }),
      check: (response) => expect(response.body.rider.id).toBe(accounts.rider.id),
    },
    'GET /api/admin/orders/{id}/rider': {
      prepare: () => ({ params: { id: customerOrder.id } }),
      check: (response) => expect(response.body).toHaveProperty('assignment'),
    },
    'PUT /api/admin/orders/{id}/rider': {
      prepare: () => ({ params: { id: customerOrder.id }, body: { riderId: accounts.rider.id } }),
      check: (response) => expect(response.body.assignment).toMatchObject({ orderId: customerOrder.id, riderId: accounts.rider.id }),
    },
    'POST /api/rider/orders/{id}/collect': {
      prepare: async () => {
        const { params, total } = await riderStopAtTheDoor();
        return { params, body: { via: 'momo', amount: total } };
      },
      check: (response) => expect(response.body).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered', collected: { via: 'momo' } }),
    },
    'POST /api/rider/orders/{id}/momo-request': {
      prepare: async () => ({ params: (await riderStopAtTheDoor()).params }),
      check: (response) => expect(response.body).toMatchObject({ paymentStatus: 'pending', orderStatus: 'out-for-delivery' }),
    },
    'POST /api/rider/orders/{id}/refuse': {
      prepare: async () => ({ params: (await riderStopAtTheDoor()).params, body: {} }),
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'cancelled', amountToCollect: '0.00' }),
    },
    'POST /api/rider/orders/{id}/not-home': {
      prepare: async () => ({ params: (await riderStopAtTheDoor()).params, body: { note: 'Gate locked' } }),
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'out-for-delivery' }),
    },
    'POST /api/rider/orders/{id}/delivered': {
      prepare: async () => {
        const { id } = await placeOrder(shop.agent());
        await shop.dataSource.query(`UPDATE orders SET "paymentStatus" = 'paid' WHERE id = $1`, [id]);
        await browsers.admin.patch(`/api/admin/orders/${id}/status`).send({ status: 'out-for-delivery' }).expect(200);
        await browsers.admin.put(`/api/admin/orders/${id}/rider`).send({ riderId: accounts.rider.id }).expect(200);
        return { params: { id } };
      },
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'delivered' }),
    },
    'GET /api/rider/round': {
      prepare: () => ({}),
      check: (response, role) => expect(response.body.rider.id).toBe(accountOf(role)!.id),
    },
    'GET /api/admin/api-keys': {
      prepare: () => ({}),
      check: (response) => {
        expect(response.body.length).toBeGreaterThan(0);
        expect(response.body.filter((key: object) => 'secret' in key || 'secretHash' in key)).toEqual([]);
        expect(JSON.stringify(response.body)).not.toContain(everyScopeKey);
      },
    },
    'POST /api/admin/api-keys': {
      prepare: () => ({ body: { name: `Feed ${unique()}`, scopes: ['catalog:read'] } }),
      // A TEST MODE shop (no payment provider keys): its keys start sk_test_.
      check: (response) => expect(response.body).toMatchObject({ scopes: ['catalog:read'], secret: expect.stringMatching(/^sk_test_/) }),
    },
    'POST /api/admin/api-keys/{id}/revoke': {
      prepare: async () => ({ params: { id: (await apiKey(['catalog:read'])).id } }),
      check: (response) => expect(response.body.revokedAt).not.toBeNull(),
    },
    'GET /api/integrations/key': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ id: expect.any(String), scopes: expect.any(Array) }),
    },
    'GET /api/admin/webhooks': {
      prepare: async () => {
        await webhookSubscription();
        return {};
      },
      check: (response) => {
        expect(response.body.length).toBeGreaterThan(0);
        expect(JSON.stringify(response.body)).not.toContain('whsec_');
      },
    },
    'POST /api/admin/webhooks': {
      prepare: () => ({ body: { url: `https://hooks.example.com/${unique()}`, eventTypes: ['order.placed', 'payment.received'] } }),
      check: (response) => expect(response.body).toMatchObject({ active: true, secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) }),
    },
    'DELETE /api/admin/webhooks/{id}': { prepare: async () => ({ params: { id: await webhookSubscription() } }) },
    'PATCH /api/admin/webhooks/{id}': {
      prepare: async () => ({ params: { id: await webhookSubscription() }, body: { eventTypes: ['order.status_changed'], active: false } }),
      check: (response) => expect(response.body).toMatchObject({ eventTypes: ['order.status_changed'], active: false }),
    },
    'GET /api/admin/webhooks/{id}/deliveries': {
      prepare: async () => ({ params: { id: (await deliveredWebhook()).id } }),
      check: (response) => expect(response.body).toEqual([expect.objectContaining({ type: 'order.placed', status: 'delivered' })]),
    },
    'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend': {
      prepare: async () => ({ params: await deliveredWebhook() }),
    },
    'POST /api/admin/webhooks/{id}/rotate-secret': {
      prepare: async () => ({ params: { id: await webhookSubscription() } }),
      check: (response) => expect(response.body.secret).toMatch(/^whsec_/),
    },
    'POST /api/auth/login': {
      freshSession: 'user',
      prepare: () => ({ body: { email: loginTarget.email, password: loginTarget.password } }),
      check: async (_response, _role, browser) => {
        expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: loginTarget.id, role: 'customer' });
      },
    },
    'POST /api/auth/logout': {
      freshSession: 'user',
      prepare: () => ({}),
      check: async (_response, _role, browser) => {
        await browser.get('/api/auth/user').expect(401);
      },
    },
    'POST /api/auth/otp': {
      prepare: () => ({ body: { phone: nextPhone() } }),
      check: (response) => expect(response.body).toEqual({ sentTo: expect.stringMatching(/^\+233 \d{2} ••• \d{4}$/), expiresInMinutes: 10 }),
    },
    // Anyone holding the code signs in as that number's customer, whoever they were before.
    'POST /api/auth/otp/verify': {
      freshSession: 'user',
      prepare: async () => {
        const phone = nextPhone();
        await shop.agent().post('/api/auth/otp').send({ phone }).expect(202);
        const [sms]: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'sign-in-code' ORDER BY "createdAt" DESC, id DESC LIMIT 1`);
        return { body: { phone, code: /\d{6}/.exec(sms.text)![0] } };
      },
      check: async (response, _role, browser) => {
        expect(response.body).toMatchObject({ role: 'customer', email: null, phone: expect.stringMatching(/^\+23327/) });
        expect((await browser.get('/api/auth/user').expect(200)).body.id).toBe(response.body.id);
      },
    },
    'POST /api/account/phone': {
      prepare: () => ({ body: { phone: nextPhone() } }),
      check: (response) => expect(response.body).toEqual({ sentTo: expect.stringMatching(/^\+233 \d{2} ••• \d{4}$/), expiresInMinutes: 10 }),
    },
    // A customer's own number, proved by its code, goes on the customer's own account.
    'POST /api/account/phone/verify': {
      prepare: async () => {
        const phone = nextPhone();
        await shop.agent().post('/api/auth/otp').send({ phone }).expect(202);
        const [sms]: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'sign-in-code' ORDER BY "createdAt" DESC, id DESC LIMIT 1`);
        return { body: { phone, code: /\d{6}/.exec(sms.text)![0] } };
      },
      check: (response, role) => expect(response.body).toMatchObject({ id: accountOf(role)!.id, phone: expect.stringMatching(/^\+23327/) }),
    },
    // The matrix's customers signed up by e-mail: they have one already.
    'POST /api/account/email': {
      prepare: () => ({ body: { email: `added-${unique()}@example.com`, password: 'long-enough-1' } }),
    },
    'PUT /api/account/name': {
      prepare: () => ({ body: { firstName: 'Akua', lastName: 'Addo' } }),
      check: (response, role) => expect(response.body).toMatchObject({ id: accountOf(role)!.id, firstName: 'Akua', lastName: 'Addo' }),
    },
    'POST /api/auth/register': {
      freshSession: 'user',
      prepare: () => ({ body: { email: `new-${unique()}@example.com`, password: 'long-enough-1', firstName: 'Yaa', lastName: 'Boateng' } }),
      check: async (response, _role, browser) => {
        expect(response.body.role).toBe('customer');
        expect((await browser.get('/api/auth/user').expect(200)).body.id).toBe(response.body.id);
      },
    },
    'GET /api/auth/user': {
      prepare: () => ({}),
      check: (response, role) => expect(response.body).toMatchObject({ id: accountOf(role)!.id, email: accountOf(role)!.email, role: role === 'admin' || role === 'rider' ? role : 'customer' }),
    },
    'POST /api/cart': {
      prepare: () => ({ body: { sessionId: cartSessionId, productId: product.id, quantity: 1 } }),
    },
    'DELETE /api/cart/{itemId}': {
      prepare: async () => ({ params: { itemId: await customerCartItem() } }),
    },
    'GET /api/cart/{sessionId}/reminder': {
      prepare: async () => ({ params: { sessionId: (await customerCartReminder()).sessionId } }),
      check: (response, role) => expect(response.body).toMatchObject(role === 'customer' ? { active: true, sendTo: '+233 24 ••• 0909' } : { active: false, sendTo: null }),
    },
    'PUT /api/cart/{sessionId}/reminder': {
      prepare: () => ({ params: { sessionId: cartSessionId }, body: { phone: '024 555 0909', consent: true } }),
      check: (response) => expect(response.body).toMatchObject({ active: true, sendTo: '+233 24 ••• 0909' }),
    },
    'DELETE /api/cart/{sessionId}/reminder': {
      prepare: async () => ({ params: { sessionId: (await customerCartReminder()).sessionId } }),
    },
    'GET /api/cart-reminders/{token}': {
      prepare: async () => ({ params: { token: (await customerCartReminder()).token } }),
      check: (response) => expect(response.body).toMatchObject({ units: expect.any(Number), sendTo: '+233 24 ••• 0909' }),
    },
    'POST /api/cart-reminders/{token}/restore': {
      prepare: async (role) => ({ params: { token: (await customerCartReminder()).token }, body: { sessionId: `restored-for-${role}` } }),
      check: (response, role) => expect(response.body.sessionId).toBe(role === 'customer' ? cartSessionId : `restored-for-${role}`),
    },
    'POST /api/cart-reminders/{token}/stop': {
      prepare: async () => ({ params: { token: (await customerCartReminder()).token } }),
    },
    'PATCH /api/cart/{itemId}': {
      prepare: () => ({ params: { itemId: cartItemId }, body: { quantity: 2 } }),
      check: (response) => expect(response.body).toMatchObject({ id: cartItemId, quantity: 2 }),
    },
    'PATCH /api/cart/{itemId}/choice': {
      // The line's own size and colour: the owner's answer is the line, unchanged.
      prepare: () => ({ params: { itemId: cartItemId }, body: { size: 'M', color: 'Red' } }),
      check: (response) => expect(response.body).toMatchObject({ id: cartItemId, size: 'M', color: 'Red' }),
    },
    'GET /api/cart/{sessionId}': {
      prepare: () => ({ params: { sessionId: cartSessionId } }),
      // A stranger reads the customer's cart as it would an unused id: empty.
      check: (response, role) => {
        if (role === 'customer') expect(response.body.map((line: { id: string }) => line.id)).toContain(cartItemId);
        else expect(response.body).toEqual([]);
      },
    },
    'GET /api/health': { prepare: () => ({}) },
    'GET /api/health/ready': { prepare: () => ({}) },
    'GET /api/whatsapp/webhook': { prepare: () => ({ query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'guessed', 'hub.challenge': '42' } }) },
    'POST /api/whatsapp/webhook': { prepare: () => ({ body: { entry: [] } }) },
    'GET /api/orders': {
      prepare: () => ({}),
      check: (response, role) => {
        const orders: { orderNumber: string; userId: string }[] = response.body;
        expect(orders.every((order) => order.userId === userIdOf(role))).toBe(true);
        const numbers = orders.map((order) => order.orderNumber);
        if (role === 'customer') expect(numbers).toContain(customerOrder.orderNumber);
        if (role === 'otherCustomer') expect(numbers).toContain(otherOrder.orderNumber);
        if (role !== 'customer') expect(numbers).not.toContain(customerOrder.orderNumber);
        if (role !== 'otherCustomer') expect(numbers).not.toContain(otherOrder.orderNumber);
      },
    },
    'POST /api/orders': {
      prepare: () => ({ body: checkoutBody(`order-${unique()}`, [{ productId: product.id, quantity: 1, price: product.price }]) }),
      // A supplier session is no user: its orders are guest orders.
      check: (response, role) => expect(response.body).toMatchObject({ userId: userIdOf(role), orderStatus: 'ordered', paymentStatus: 'pending' }),
    },
    'POST /api/orders/{id}/buy-again': {
      prepare: () => ({ params: { id: customerOrder.id }, body: { sessionId: cartSessionId } }),
      check: async (response, _role, browser) => {
        expect(response.body).toMatchObject({ added: [{ productId: product.id, orderedQuantity: 1, quantity: 1, price: product.price, outcome: 'added' }], notAdded: [] });
        const cart = (await browser.get(`/api/cart/${cartSessionId}`).expect(200)).body;
        expect(cart.map((line: { productId: string }) => line.productId)).toContain(product.id);
      },
    },
    'GET /api/account/addresses': {
      prepare: () => ({}),
      check: (response, role) => {
        const ids = response.body.map((address: { id: string }) => address.id);
        if (role === 'customer') expect(ids).toContain(customerAddressId);
        else expect(ids).not.toContain(customerAddressId);
      },
    },
    'POST /api/account/addresses': {
      prepare: () => ({ body: SAVED_ADDRESS }),
      check: (response) => expect(response.body).toMatchObject({ address: SAVED_ADDRESS.address, city: SAVED_ADDRESS.city }),
    },
    'PUT /api/account/addresses/{id}': {
      prepare: () => ({ params: { id: customerAddressId }, body: { ...SAVED_ADDRESS, landmark: 'behind the mosque' } }),
      check: (response) => expect(response.body).toMatchObject({ id: customerAddressId, landmark: 'behind the mosque' }),
    },
    // The owner deletes one of its own made for the call; a stranger aims at the one that stays.
    'DELETE /api/account/addresses/{id}': {
      prepare: async (role) => ({ params: { id: role === 'customer' ? (await browsers.customer.post('/api/account/addresses').send(SAVED_ADDRESS).expect(201)).body.id : customerAddressId } }),
    },
    'PUT /api/account/addresses/{id}/default': {
      prepare: () => ({ params: { id: customerAddressId } }),
      check: (response) => expect(response.body).toMatchObject({ id: customerAddressId, isDefault: true }),
    },
    'GET /api/account/saved-items': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ items: expect.any(Array), productIds: expect.any(Array), max: 200 }),
    },
    'POST /api/account/saved-items/merge': {
      prepare: () => ({ body: { productIds: [product.id] } }),
      check: (response) => expect(response.body.productIds).toContain(product.id),
    },
    'PUT /api/account/saved-items/{productId}': {
      prepare: () => ({ params: { productId: product.id } }),
      check: async (_response, _role, browser) => expect((await browser.get('/api/account/saved-items').expect(200)).body.productIds).toContain(product.id),
    },
    'DELETE /api/account/saved-items/{productId}': {
      prepare: () => ({ params: { productId: editableProduct.id } }),
      check: async (_response, _role, browser) => expect((await browser.get('/api/account/saved-items').expect(200)).body.productIds).not.toContain(editableProduct.id),
    },
    'POST /api/back-in-stock': {
      prepare: async () => {
        const dress = await (soldOutProduct ??= insertProduct(shop.dataSource, { name: 'Sold-out Kaba', variants: [{ size: 'M', color: 'Red', stock: 0 }] }));
        return { body: { productId: dress.id, variantId: dress.variants[0].id, phone: `024 555 ${String(1000 + (sequence += 1)).slice(-4)}`, consent: true } };
      },
      check: (response) => expect(response.body).toMatchObject({ size: 'M', color: 'Red', status: 'open' }),
    },
    'DELETE /api/back-in-stock/{id}': {
      prepare: async () => {
        const dress = await (soldOutProduct ??= insertProduct(shop.dataSource, { name: 'Sold-out Kaba', variants: [{ size: 'M', color: 'Red', stock: 0 }] }));
        const phone = `020 555 ${String(1000 + (sequence += 1)).slice(-4)}`;
        const asked = await shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone, consent: true }).expect(201);
        return { params: { id: asked.body.id } };
      },
    },
    'POST /api/returns': {
      prepare: async () => ({ body: { orderNumber: await returnableOrder(), contact: 'ama.mensah@example.com', reason: 'wrong-size', lines: [{ orderItemId: '0', quantity: 1 }] } }),
      check: (response) => expect(response.body).toMatchObject({ returnNumber: expect.stringMatching(/^RT-/), status: 'requested' }),
    },
    'POST /api/returns/quote': {
      prepare: async () => ({ body: { orderNumber: await (quotableOrder ??= returnableOrder()), contact: '+233 24 123 4567', reason: 'defective', lines: [{ orderItemId: '0', quantity: 1 }] } }),
      check: (response) => expect(response.body).toMatchObject({ deliveryFee: '0.00' }),
    },
    'GET /api/returns/{returnNumber}': {
      prepare: async () => {
        const id = await (trackedReturn ??= matrixReturn());
        const [row]: { returnNumber: string }[] = await shop.dataSource.query(`SELECT "returnNumber" FROM returns WHERE id = $1`, [id]);
        return { params: { returnNumber: row.returnNumber } };
      },
      check: (response) => {
        expect(response.body.status).toBe('requested');
        expect(response.body).not.toHaveProperty('paymentMethod');
      },
    },
    'GET /api/returns': {
      prepare: async () => {
        const id = await (trackedReturn ??= matrixReturn());
        const [row]: { orderNumber: string }[] = await shop.dataSource.query(`SELECT "orderNumber" FROM returns WHERE id = $1`, [id]);
        return { query: { order: row.orderNumber.toLowerCase() } };
      },
      check: (response) => {
        expect(response.body).toEqual([expect.objectContaining({ status: 'requested' })]);
        expect(response.body[0]).not.toHaveProperty('paymentMethod');
      },
    },
    'GET /api/admin/returns': {
      prepare: () => ({ query: { status: 'requested' } }),
      check: (response) => expect(response.body.every((row: { status: string }) => row.status === 'requested')).toBe(true),
    },
    // Only the admin's call moves a return: the others aim at one made for them, which stays.
    'POST /api/admin/returns/{id}/approve': {
      prepare: async () => ({ params: { id: await matrixReturn() }, body: { message: 'Send it to our Osu shop' } }),
      check: (response) => expect(response.body).toMatchObject({ status: 'approved', staffMessage: 'Send it to our Osu shop' }),
    },
    'POST /api/admin/returns/{id}/refuse': {
      prepare: async () => ({ params: { id: await matrixReturn() }, body: { message: 'Worn: the tags are off' } }),
      check: (response) => expect(response.body).toMatchObject({ status: 'refused' }),
    },
    'POST /api/admin/returns/{id}/receive': {
      prepare: async () => ({ params: { id: await matrixReturn('approved') } }),
      check: (response) => expect(response.body).toMatchObject({ status: 'received' }),
    },
    'POST /api/admin/returns/{id}/inspect': {
      prepare: async () => ({ params: { id: await matrixReturn('received') }, body: { lines: [{ orderItemId: '0', resellable: true }] } }),
      check: (response) => expect(response.body).toMatchObject({ status: 'inspected', lines: [expect.objectContaining({ resellable: true })] }),
    },
    // The matrix's orders are paid on delivery: the refund goes by TEST MODE's Paystack transfer.
    'POST /api/admin/returns/{id}/refund': {
      prepare: async () => ({ params: { id: await matrixReturn('inspected') } }),
      check: (response) => expect(response.body).toMatchObject({ refundStatus: expect.stringMatching(/^(sending|sent)$/), refundVia: 'momo-transfer' }),
    },
    'GET /api/admin/returns/{id}/photos/{position}': {
      prepare: async () => ({ params: { id: await (photographedReturn ??= matrixReturnWithPhoto()), position: '0' } }),
      check: (response) => {
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('no-store, private');
      },
    },
    'POST /api/admin/returns/{id}/refund-paid': {
      prepare: async () => ({ params: { id: await matrixReturn('inspected', 'owed') } }),
      check: (response) => expect(response.body).toMatchObject({ status: 'refunded', refundStatus: 'paid-by-hand' }),
    },
    'GET /api/orders/track/{orderNumber}': {
      prepare: () => ({ params: { orderNumber: customerOrder.orderNumber } }),
      check: (response) => {
        expect(response.body.orderNumber).toBe(customerOrder.orderNumber);
        expect(response.body).not.toHaveProperty('email');
        expect(response.body).not.toHaveProperty('phone');
      },
    },
    'GET /api/orders/confirmations/{token}': {
      prepare: async () => ({ params: { token: (await payOnDeliveryOrder()).token } }),
      check: (response) => {
        expect(response.body).toMatchObject({ orderStatus: 'ordered', confirmedAt: null });
        expect(JSON.stringify(response.body)).not.toMatch(/ama\.mensah|\+233|Bank Road/);
      },
    },
    'POST /api/orders/confirmations/{token}': {
      prepare: async () => ({ params: { token: (await payOnDeliveryOrder()).token } }),
      check: (response) => expect(response.body).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending', confirmedAt: expect.any(String) }),
    },
    'GET /api/orders/{orderNumber}/reviews': {
      prepare: () => ({ params: { orderNumber: customerOrder.orderNumber } }),
      check: (response) => expect(Array.isArray(response.body)).toBe(true),
    },
    'GET /api/admin/payouts': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ suppliers: expect.any(Array), payouts: expect.any(Array), transfersAvailable: true }),
    },
    'POST /api/admin/payouts/runs': {
      prepare: () => ({ body: { runId: randomUUID() } }),
      check: (response) => expect(response.body).toMatchObject({ payouts: expect.any(Array), skipped: expect.any(Array) }),
    },
    'POST /api/admin/payouts/test-hooks/backdate': {
      prepare: () => ({ body: { orderNumber: customerOrder.orderNumber, days: 31 } }),
    },
    'GET /api/suppliers/earnings': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ pending: 0, payable: 0, paid: 0, payouts: [] }),
    },
    'GET /api/suppliers/payout-account': {
      // Only the supplier holds one when it asks (another call may have given the other supplier one).
      prepare: async (role) => {
        if (role === 'supplier') await browsers.supplier.put('/api/suppliers/payout-account').send({ type: 'mobile_money', bankCode: 'MTN', accountNumber: '0241234567' }).expect(200);
        else await shop.dataSource.query(`DELETE FROM supplier_payout_accounts WHERE "supplierId" <> $1`, [accounts.supplier.id]);
        return {};
      },
      // None yet is an answer (account: null), not a 404.
      check: (response, role) => expect(response.body).toEqual({ account: role === 'supplier' ? expect.objectContaining({ bankCode: 'MTN', accountNumber: '024•••4567' }) : null }),
    },
    'PUT /api/suppliers/payout-account': {
      prepare: () => ({ body: { type: 'mobile_money', bankCode: 'ATL', accountNumber: '027 765 4321' } }),
      check: (response) => expect(response.body).toMatchObject({ bankCode: 'ATL', accountNumber: '027•••4321', accountName: 'TEST ACCOUNT 4321' }),
    },
    'GET /api/suppliers/payout-banks': {
      prepare: () => ({ query: { type: 'mobile_money' } }),
      check: (response) => expect(response.body.map((bank: { code: string }) => bank.code)).toEqual(['MTN', 'VOD', 'ATL']),
    },
    'GET /api/admin/promotions': {
      prepare: () => ({}),
      check: (response) => expect(Array.isArray(response.body)).toBe(true),
    },
    // Each allowed call makes a code of its own.
    'POST /api/admin/promotions': {
      prepare: () => ({ body: { code: `MATRIX${unique()}`, name: 'Matrix 10% off', kind: 'percentage', percentOff: 10 } }),
      check: (response) => expect(response.body).toMatchObject({ code: expect.stringMatching(/^MATRIX[A-Z0-9]+$/), uses: 0, paused: false }),
    },
    'PATCH /api/admin/promotions/{id}': {
      prepare: async () => ({ params: { id: await (editablePromotion ??= promotion()) }, body: { paused: true } }),
      check: (response) => expect(response.body.paused).toBe(true),
    },
    'POST /api/promotions/quote': {
      prepare: () => ({ body: { items: [{ productId: product.id, quantity: 1 }], code: 'NOSUCHCODE' } }),
      check: (response) => expect(response.body).toMatchObject({ subtotalDiscount: '0.00', code: { code: 'NOSUCHCODE', applied: false, reason: 'unknown' } }),
    },
    'GET /api/delivery/options': {
      prepare: () => ({ query: { region: 'Northern', subtotal: '80.00' } }),
      check: (response) => expect(response.body.choices[0]).toMatchObject({ type: 'standard', price: '30.00' }),
    },
    'GET /api/pages/{slug}': {
      prepare: () => ({ params: { slug: 'privacy' } }),
      check: (response) => expect(response.body).toMatchObject({ slug: 'privacy', html: expect.stringContaining('<h2>') }),
    },
    // Providers' servers, not browsers: no session counts, only a valid signature (none here).
    'POST /api/payments/paypal/webhook': {
      prepare: () => ({ body: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} } }),
    },
    'POST /api/payments/paystack/webhook': {
      prepare: () => ({ body: { event: 'charge.success', data: { id: 1, reference: 'x', amount: 1, currency: 'GHS' } } }),
    },
    'GET /api/payments/options': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ testMode: true, holdMinutes: 30 }),
    },
    // Whoever holds the order number may pay for it, as whoever holds it may track it.
    'POST /api/payments/{orderNumber}/attempts': {
      prepare: () => ({ params: { orderNumber: customerOrder.orderNumber }, body: {} }),
      check: (response) => expect(response.body).toMatchObject({ status: 'pending', redirectUrl: expect.stringContaining('/test-payment/') }),
    },
    'POST /api/payments/{orderNumber}/check': {
      prepare: () => ({ params: { orderNumber: customerOrder.orderNumber } }),
      check: (response) => expect(response.body.status).toBe('pending'),
    },
    'GET /api/settings': {
      prepare: () => ({}),
      check: (response) => expect(response.body).toMatchObject({ phone: expect.any(String), email: expect.any(String) }),
    },
    'GET /api/products': {
      prepare: () => ({ query: { search: 'Heirloom' } }),
      check: (response, role) => {
        const ids = response.body.map((item: { id: string }) => item.id);
        expect(ids.includes(hiddenProduct.id)).toBe(role === 'admin');
      },
    },
    // Suggestions are the public catalog's, whoever asks.
    'GET /api/products/suggestions': {
      prepare: () => ({ query: { q: 'Heirloo' } }),
      check: (response) => expect(response.body.map((item: { id: string }) => item.id)).not.toContain(hiddenProduct.id),
    },
    'GET /api/products/{id}': {
      prepare: () => ({ params: { id: hiddenProduct.id } }),
      check: (response) => expect(response.body).toMatchObject({ id: hiddenProduct.id, isActive: false }),
    },
    // Reviews are public; what they show of the reviewer is the same for everyone.
    'GET /api/products/{id}/reviews': {
      prepare: () => ({ params: { id: product.id } }),
      check: (response) => {
        expect(response.body.summary).toMatchObject({ count: expect.any(Number), breakdown: expect.any(Array) });
        expect(JSON.stringify(response.body)).not.toMatch(/@|orderId|email/);
      },
    },
    'POST /api/reviews': {
      prepare: async () => {
        const order = await placeOrder(shop.agent());
        await browsers.admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'delivered' }).expect(200);
        return { body: { rating: 5, comment: 'Lovely cloth, true to size', productId: order.productId, orderId: order.id } };
      },
    },
    'POST /api/suppliers/login': {
      freshSession: 'supplier',
      prepare: () => ({ body: { email: accounts.supplier.email, password: accounts.supplier.password } }),
      check: async (_response, _role, browser) => {
        expect((await browser.get('/api/suppliers/profile').expect(200)).body.id).toBe(accounts.supplier.id);
      },
    },
    'POST /api/suppliers/logout': {
      freshSession: 'supplier',
      prepare: () => ({}),
      check: async (_response, _role, browser) => {
        await browser.get('/api/suppliers/profile').expect(401);
      },
    },
    'GET /api/suppliers/products': {
      prepare: () => ({}),
      check: (response, role) => {
        const products: { id: string; supplierId: string }[] = response.body;
        expect(products.every((item) => item.supplierId === accountOf(role)!.id)).toBe(true);
        expect(products.some((item) => item.id === supplierProductId)).toBe(role === 'supplier');
      },
    },
    'POST /api/suppliers/products': {
      prepare: () => ({ body: { supplierProductName: 'Beaded necklace', costPrice: 100, minimumQuantity: 1, availableStock: 3 } }),
      check: (response, role) => expect(response.body).toMatchObject({ supplierId: accountOf(role)!.id, sellingPrice: '112.00' }),
    },
    'DELETE /api/suppliers/products/{id}': {
      prepare: async () => ({ params: { id: await ownSupplierProduct() } }),
    },
    'PUT /api/suppliers/products/{id}': {
      prepare: (role) => ({ params: { id: supplierProductId }, body: { supplierProductName: `Renamed by ${role}`, costPrice: 1, minimumQuantity: 1, availableStock: 1 } }),
      check: (response) => expect(response.body).toMatchObject({ id: supplierProductId, supplierProductName: 'Renamed by supplier' }),
    },
    'POST /api/suppliers/photos': {
      prepare: async () => ({ photo: await photoBytes() }),
      check: (response) => expect(response.body.path).toMatch(/^\/media\/[0-9a-f]{32}\./),
    },
    'GET /api/suppliers/profile': {
      prepare: () => ({}),
      check: (response, role) => {
        expect(response.body.id).toBe(accountOf(role)!.id);
        expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|faceVerificationImage|governmentIdImage|base64/);
      },
    },
    'POST /api/suppliers/register': {
      prepare: () => ({ body: supplierApplication(selfie) }),
      check: (response) => expect(response.body).toEqual({ id: expect.any(String), faceVerificationStatus: 'pending', isApproved: false }),
    },
    // Stores nothing: a weak password is caught before the selfie and the ID photo are taken.
    'POST /api/suppliers/register/password-check': {
      prepare: () => ({ body: { email: `applicant-${unique()}@example.com`, password: 'long-enough-1' } }),
    },
    'POST /api/chat': {
      prepare: () => ({ body: { message: 'Is the smock in stock?' } }),
      check: (response) => expect(response.body).toMatchObject({ id: expect.any(String), token: expect.any(String) }),
    },
    'GET /api/chat/{id}/messages': { prepare: () => ({ params: { id: chatId } }) },
    'POST /api/chat/{id}/messages': { prepare: () => ({ params: { id: chatId }, body: { text: 'Hello?' } }) },
    'GET /api/admin/chats': {
      prepare: () => ({}),
      check: (response) => expect(response.body.chats.map((chat: { id: string }) => chat.id)).toContain(chatId),
    },
    'GET /api/admin/chats/{id}': {
      prepare: () => ({ params: { id: chatId } }),
      check: (response) => expect(response.body).toMatchObject({ id: chatId }),
    },
    'POST /api/admin/chats/{id}/messages': {
      prepare: () => ({ params: { id: chatId }, body: { text: 'Yes, in every size.' } }),
      check: (response) => expect(response.body).toMatchObject({ author: 'staff', text: 'Yes, in every size.' }),
    },
    'POST /api/support': {
      prepare: () => ({ body: { firstName: 'Esi', lastName: 'Ofori', email: 'esi@example.com', subject: 'Order Issue', message: 'Where is my parcel?' } }),
    },
    // TEST MODE's stand-in for the provider's own page: no account there either.
    'GET /api/test-payments/checkouts/{id}': {
      prepare: () => ({ params: { id: customerOrder.checkoutId } }),
      check: (response) => expect(response.body).toMatchObject({ orderNumber: customerOrder.orderNumber, status: 'open' }),
    },
    'POST /api/test-payments/checkouts/{id}/approve': {
      prepare: async () => ({ params: { id: (await placeOrder(shop.agent())).checkoutId } }),
      check: (response) => expect(response.body.returnUrl).toContain('/track?order='),
    },
    'POST /api/test-payments/checkouts/{id}/decline': {
      prepare: async () => ({ params: { id: (await placeOrder(shop.agent())).checkoutId } }),
      check: (response) => expect(response.body.returnUrl).toContain('/track?order='),
    },
  };

  beforeAll(async () => {
    shop = await createTestApp();
    // A refused call must change nothing: no job of the shop's (payments reconciliation, expiring
    // holds) may change rows between the before and after of a call.
    stopScheduledJobs(shop);
    selfie = await selfieDataUrl();
    accounts.admin = await createUser(shop, 'admin');
    accounts.customer = await createUser(shop, 'customer');
    accounts.otherCustomer = await createUser(shop, 'customer');
    accounts.rider = await createUser(shop, 'rider');
    loginTarget = await createUser(shop, 'customer');
    browsers.anonymous = shop.agent();
    browsers.admin = await signIn(shop, accounts.admin);
    browsers.customer = await signIn(shop, accounts.customer);
    browsers.otherCustomer = await signIn(shop, accounts.otherCustomer);
    browsers.rider = await signIn(shop, accounts.rider);
    accounts.pendingSupplier = await createSupplier(shop, browsers.admin, selfie, 'pending');
    accounts.supplier = await createSupplier(shop, browsers.admin, selfie, 'approved');
    accounts.otherSupplier = await createSupplier(shop, browsers.admin, selfie, 'approved');
    verifiedSupplier = await createSupplier(shop, browsers.admin, selfie, 'verified');
    faceReviewSupplier = await createSupplier(shop, browsers.admin, selfie, 'pending');
    for (const role of ['pendingSupplier', 'supplier', 'otherSupplier'] as const) browsers[role] = await signIn(shop, accounts[role]);

    product = await insertProduct(shop.dataSource, { name: 'Kente stole', price: '80.00', stock: 10_000 });
    hiddenProduct = await insertProduct(shop.dataSource, { name: 'Heirloom Kente (retired)', isActive: false });
    editableProduct = await insertProduct(shop.dataSource, { name: 'Dashiki', sizes: [], colors: [] });
    cartItemId = await customerCartItem();
    customerOrder = await placeOrder(browsers.customer);
    otherOrder = await placeOrder(browsers.otherCustomer);
    supplierProductId = await ownSupplierProduct();
    const support = await shop.agent()
      .post('/api/support')
      .send({ firstName: 'Kofi', lastName: 'Mensah', email: 'kofi@example.com', subject: 'General Inquiry', message: 'Do you ship to Bolgatanga?' })
      .expect(201);
    supportRequestId = support.body.id;
    chatId = (await shop.agent().post('/api/chat').send({ message: 'Do you ship to Tamale?' }).expect(201)).body.id;
    customerAddressId = (await browsers.customer.post('/api/account/addresses').send(SAVED_ADDRESS).expect(201)).body.id;

    for (const scope of API_KEY_SCOPES) keyOf[scope] = (await apiKey([scope])).secret;
    everyScopeKey = (await apiKey(API_KEY_SCOPES)).secret;
    const revoked = await apiKey(API_KEY_SCOPES);
    await browsers.admin.post(`/api/admin/api-keys/${revoked.id}/revoke`).expect(200);
    const expired = await apiKey(API_KEY_SCOPES);
    await shop.dataSource.query(`UPDATE api_keys SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    unusableKeys = { revoked: revoked.secret, expired: expired.secret, unknown: `sk_live_${'0'.repeat(43)}` };
  });
  afterAll(() => shop?.close());

  it('has one row for every operation in openapi/openapi.json, and no row for an operation it lacks', () => {
    const documented = operations.map((operation) => operation.key).sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(documented);
    expect(Object.keys(SCENARIOS).sort()).toEqual(documented);
  });

  it('checks the routes the running app has: openapi/openapi.json lists exactly the operations the app documents', () => {
    const live = Object.entries(buildOpenApiDocument(shop.app).paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(live.sort()).toEqual(operations.map((operation) => operation.key).sort());
  });

  function copyOf(browser: Agent): Agent {
    const copy = shop.agent();
    for (const cookie of browser.jar.getCookies(CookieAccessInfo.All)) copy.jar.setCookie(cookie);
    return copy;
  }

  function send(browser: Agent, operation: Operation, call: Call) {
    const url = fillPath(operation.path, call.params ?? {});
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const request = browser[method](url);
    if (call.query) request.query(call.query);
    // A page of the shop says so with Fetch Metadata; a multipart body without it is refused (ADR 011).
    if (call.photo) return request.set('Sec-Fetch-Site', 'same-origin').attach('photo', call.photo, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    return call.body === undefined ? request : request.send(call.body as object);
  }

  /**
   * Sends the call: when `expected` is a refusal the database must be as it was, and when the answer
   * is the success expected the scenario's check must pass. What is wrong goes into `problems`.
   */
  async function callExpecting(operation: Operation, scenario: Scenario, browser: Agent, role: Role, call: Call, expected: number, label: string, problems: string[]): Promise<Response> {
    const before = expected >= 400 ? await dbFingerprint(shop.dataSource) : null;
    const response = await send(browser, operation, call);
    if (before) {
      const changed = changedTables(before, await dbFingerprint(shop.dataSource));
      if (changed.length > 0) problems.push(`${label} was refused (${response.status}) yet ${changed.join(', ')} changed`);
    }
    if (response.status === expected && expected < 400 && scenario.check) {
      try {
        await scenario.check(response, role, browser);
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
      }
    }
    return response;
  }

  it.each(Object.keys(EXPECTED))('%s answers each caller and each API key as the table says; a refused call changes nothing', async (key) => {
    const operation = operations.find((candidate) => candidate.key === key);
    if (!operation) throw new Error(`${key} is not in openapi/openapi.json`);
    const scenario = SCENARIOS[key];
    const statuses: number[] = [];
    const problems: string[] = [];
    for (const [index, role] of ROLES.entries()) {
      const expected = EXPECTED[key][index];
      const account = accountOf(role);
      const browser = !scenario.freshSession ? browsers[role] : account?.kind === scenario.freshSession ? await signIn(shop, account) : copyOf(browsers[role]);
      const response = await callExpecting(operation, scenario, browser, role, await scenario.prepare(role), expected, role, problems);
      statuses.push(response.status);
    }
    problems.push(...(await keyProblems(operation, scenario)));
    expect({ statuses, problems }).toEqual({ statuses: EXPECTED[key], problems: [] });
  });

  const withKey = (browser: Agent, secret: string) => browser.set('Authorization', `Bearer ${secret}`);

  it('documents, for every operation, whether a key opens it and with which scope, as KEY_AREAS says', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, { security?: Record<string, string[]>[]; 'x-required-scope'?: string }>> };
    const found = operations.map((operation) => {
      const documented = document.paths[operation.path][operation.method.toLowerCase()];
      return [operation.key, documented['x-required-scope'] ?? null, (documented.security ?? []).some((requirement) => 'apiKey' in requirement)];
    });
    const expected = operations.map((operation) => [operation.key, keyScopeOf(operation) ?? null, Boolean(keyScopeOf(operation)) || operation.key === 'GET /api/integrations/key']);
    expect(found).toEqual(expected);
  });

  /**
   * What API keys get, beside the table's callers: on the console's routes the key with the route's
   * scope gets what the admin gets and every other scope 403 naming it; a revoked, expired or unknown
   * key 401; elsewhere a key is ignored (a key with every scope gets what its cookies would).
   */
  async function keyProblems(operation: Operation, scenario: Scenario): Promise<string[]> {
    const key = operation.key;
    const scope = keyScopeOf(operation);
    const problems: string[] = [];
    const allowed = async (label: string, browser: Agent, role: Role, call: Call, expected: number) => {
      const response = await callExpecting(operation, scenario, browser, role, call, expected, label, problems);
      if (response.status !== expected) problems.push(`${label}: ${response.status}, not ${expected}`);
    };
    /** Every key given is refused with `status`, and the database is as it was. */
    const refused = async (secrets: Record<string, string>, status: number, answer: (response: Response) => void) => {
      const call = await scenario.prepare('otherCustomer');
      const before = await dbFingerprint(shop.dataSource);
      // All at once: none may change anything, so their order does not matter.
      const responses = await Promise.all(Object.values(secrets).map((secret) => send(withKey(shop.agent(), secret), operation, call)));
      for (const [index, label] of Object.keys(secrets).entries()) {
        const response = responses[index];
        if (response.status !== status) problems.push(`${label} key: ${response.status}, not ${status}`);
        else {
          try {
            answer(response);
          } catch (error) {
            problems.push(`${label} key: ${(error as Error).message}`);
          }
        }
      }
      const changed = changedTables(before, await dbFingerprint(shop.dataSource));
      if (changed.length > 0) problems.push(`refused keys changed ${changed.join(', ')}`);
    };
    const invalidToken = (response: Response) => expect(response.headers['www-authenticate']).toContain('error="invalid_token"');

    if (scope === undefined && key !== 'GET /api/integrations/key') {
      // Not the console's: a key is ignored, the caller is whoever its cookies say (here nobody).
      await allowed('a key with every scope', withKey(copyOf(browsers.anonymous), everyScopeKey), 'anonymous', await scenario.prepare('anonymous'), EXPECTED[key][0]);
    } else {
      if (scope) await allowed(`the ${scope} key`, withKey(shop.agent(), keyOf[scope]), 'admin', await scenario.prepare('admin'), EXPECTED[key][6]);
      if (key === 'GET /api/integrations/key') await allowed('a key of any scope', withKey(shop.agent(), keyOf['catalog:read']), 'admin', await scenario.prepare('admin'), 200);
      if (scope === null) {
        await refused({ 'every scope': everyScopeKey }, 403, (response) => expect(response.body.message).toBe('API keys cannot use this route: it needs an admin signed in to the console'));
      } else if (scope) {
        const others = Object.fromEntries(API_KEY_SCOPES.filter((other) => other !== scope).map((other) => [other, keyOf[other]]));
        await refused(others, 403, (response) => {
          expect(response.body.message).toBe(`This API key lacks the scope ${scope}`);
          expect(response.headers['www-authenticate']).toBe(`Bearer realm="shop", error="insufficient_scope", scope="${scope}"`);
        });
      }
      await refused(unusableKeys, 401, invalidToken);
    }
    return problems;
  }
});
