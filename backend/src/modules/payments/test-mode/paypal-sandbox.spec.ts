import { FakePaypal, startFakePaypal } from '../../../test-support/fake-paypal';
import { SandboxCheckoutClosedError } from '../providers/payment-provider';

describe('TEST MODE PayPal sandbox: the PayPal wire format, with the shop\'s own approval page', () => {
  let paypal: FakePaypal;
  let token: string;

  beforeAll(async () => {
    paypal = await startFakePaypal({ tokenLifetimeSeconds: 3600 });
    paypal.withholdWebhooks();
    const response = await fetch(`${paypal.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic(paypal.clientId, paypal.clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    token = body.access_token;
  });
  afterAll(() => paypal.close());

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${paypal.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const createOrder = async (value = '13.79', currency = 'USD') => {
    const response = await call('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'GH7KQ2M9XD4TRB-1', custom_id: 'GH7KQ2M9XD4TRB-1', amount: { currency_code: currency, value } }],
      payment_source: { paypal: { experience_context: { return_url: 'http://localhost:5173/track?order=GH-7KQ2-M9XD', cancel_url: 'http://localhost:5173/track?order=GH-7KQ2-M9XD' } } },
    });
    return { status: response.status, body: (await response.json()) as { id: string; status: string; links: { rel: string; href: string }[]; details?: { issue: string }[] } };
  };

  it('refuses a wrong client secret, a missing grant type and an unknown bearer token', async () => {
    const wrongSecret = await fetch(`${paypal.baseUrl}/v1/oauth2/token`, { method: 'POST', headers: { authorization: basic(paypal.clientId, 'nope'), 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const noGrant = await fetch(`${paypal.baseUrl}/v1/oauth2/token`, { method: 'POST', headers: { authorization: basic(paypal.clientId, paypal.clientSecret), 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(noGrant.status).toBe(400);
    const stranger = await fetch(`${paypal.baseUrl}/v2/checkout/orders/ANY`, { headers: { authorization: 'Bearer made-up' } });
    expect(stranger.status).toBe(401);
  });

  it('answers a created order with a payer-action link to the shop\'s TEST MODE page on the shopper\'s origin', async () => {
    const { status, body } = await createOrder();
    expect(status).toBe(201);
    expect(body.status).toBe('PAYER_ACTION_REQUIRED');
    expect(body.links).toContainEqual({ rel: 'payer-action', href: `http://localhost:5173/test-payment/${body.id}`, method: 'GET' });
    expect(paypal.sandbox.find(body.id)).toEqual({
      id: body.id,
      provider: 'paypal',
      method: 'paypal',
      amount: 1379,
      currency: 'USD',
      orderNumber: 'GH-7KQ2-M9XD',
      status: 'open',
      returnUrl: 'http://localhost:5173/track?order=GH-7KQ2-M9XD&token=' + body.id,
    });
  });

  it('takes no cedis, like PayPal, and no malformed amount', async () => {
    expect(await createOrder('209.55', 'GHS')).toMatchObject({ status: 422, body: { details: [{ issue: 'CURRENCY_NOT_SUPPORTED' }] } });
    expect((await createOrder('13.789')).status).toBe(400);
    const { body } = await createOrder('13.7');
    expect(paypal.sandbox.find(body.id)).toMatchObject({ amount: 1370 });
    expect((await createOrder('-1.00')).status).toBe(400);
  });

  it('captures only an approved order, once, and answers the shopper\'s return URL with PayPal\'s token and PayerID', async () => {
    const { body } = await createOrder();
    const early = await call('POST', `/v2/checkout/orders/${body.id}/capture`, {});
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({ details: [{ issue: 'ORDER_NOT_APPROVED' }] });

    const approved = await paypal.sandbox.approve(body.id);
    expect(approved.status).toBe('approved');
    const returnUrl = new URL(approved.returnUrl);
    expect(returnUrl.searchParams.get('order')).toBe('GH-7KQ2-M9XD');
    expect(returnUrl.searchParams.get('token')).toBe(body.id);
    expect(returnUrl.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]+$/);
    await expect(paypal.sandbox.approve(body.id)).rejects.toThrow(SandboxCheckoutClosedError);
    await expect(paypal.sandbox.decline(body.id)).rejects.toThrow(SandboxCheckoutClosedError);

    expect((await call('POST', `/v2/checkout/orders/${body.id}/capture`, {})).status).toBe(201);
    const again = await call('POST', `/v2/checkout/orders/${body.id}/capture`, {});
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  it('records the webhooks it would send, signed so that only its own verify-webhook-signature says SUCCESS', async () => {
    const { body } = await createOrder();
    await paypal.sandbox.approve(body.id);
    const delivery = paypal.sandbox.deliveries.at(-1)!;
    expect(delivery.eventType).toBe('CHECKOUT.ORDER.APPROVED');
    const verification = (event: unknown, webhookId = paypal.webhookId) =>
      call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: delivery.headers['paypal-auth-algo'],
        cert_url: delivery.headers['paypal-cert-url'],
        transmission_id: delivery.headers['paypal-transmission-id'],
        transmission_sig: delivery.headers['paypal-transmission-sig'],
        transmission_time: delivery.headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: event,
      }).then((response) => response.json());
    const event = JSON.parse(delivery.body) as { id: string; resource: { id: string } };
    expect(event.resource.id).toBe(body.id);
    await expect(verification(event)).resolves.toEqual({ verification_status: 'SUCCESS' });
    await expect(verification({ ...event, id: 'WH-OTHER' })).resolves.toEqual({ verification_status: 'FAILURE' });
    await expect(verification(event, 'WH-ANOTHER-SHOP')).resolves.toEqual({ verification_status: 'FAILURE' });
  });

  it('voids a declined order and sends the shopper to the cancel URL', async () => {
    const { body } = await createOrder();
    const declined = await paypal.sandbox.decline(body.id);
    expect(declined).toMatchObject({ status: 'declined', returnUrl: `http://localhost:5173/track?order=GH-7KQ2-M9XD&token=${body.id}` });
    const order = (await (await call('GET', `/v2/checkout/orders/${body.id}`)).json()) as { status: string };
    expect(order.status).toBe('VOIDED');
    expect(paypal.sandbox.find('NO-SUCH-ORDER')).toBeNull();
  });
});

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
