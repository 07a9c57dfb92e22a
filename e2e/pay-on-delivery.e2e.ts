import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { adminApi, choose, expect, orderTotals, productInStock, promptAsking, test, unique } from './fixtures';

/**
 * Issue 33 "Done when": a pay-on-delivery order runs placed -> confirmed by link -> out for delivery
 * -> collected, or refused with its stock back, on the shopper's phone and the rider's, each step
 * told to the shopper. The admin works at a desk.
 */

const PRICE = '40.00';
// 40.00 + Greater Accra's standard delivery (30.00, SPEC's price) + 5% tax.
const TOTAL = `₵${orderTotals(PRICE).total}`;
// Texts write cedis as GSM-7 has no ₵.
const SMS_TOTAL = `GHS ${orderTotals(PRICE).total}`;

interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed at checkout; messages go to its E.164 form. */
  phone: string;
  e164: string;
}

let phoneSequence = 0;
/**
 * A shopper of this run with a phone of their own: refusals at the door count against a phone
 * (two in 180 days end pay on delivery for it), and the suite runs again against the same shop.
 */
function aShopper(firstName: string): Shopper {
  phoneSequence += 1;
  const digits = String((Date.now() * 10 + phoneSequence) % 10_000_000).padStart(7, '0');
  return {
    firstName,
    lastName: 'Quaye',
    email: `${firstName.toLowerCase()}.${unique()}@example.com`,
    phone: `+233 24 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    e164: `+23324${digits}`,
  };
}

/** A run-only product (₵40.00, no sizes) with `stock` units. */
async function toteInStock(baseURL: string, stock: number): Promise<{ id: string; name: string }> {
  const name = `Kente Pay-at-Door Tote ${unique()}`;
  return { id: await productInStock(baseURL, name, stock), name };
}

/**
 * The journeys read the shop between steps that take seconds, past the server's keep-alive: a read
 * can go out on a connection the server is closing that moment, and is sent again as a browser would.
 */
const READ = { maxRetries: 2 };

/** The units on sale, as the public product API gives them. */
async function stockOf(api: APIRequestContext, productId: string): Promise<number> {
  return (await (await api.get(`/api/products/${productId}`, READ)).json()).stock;
}

/** The guest adds the product from its card, checks out for home delivery in Accra paying on delivery, and lands on the order's page. */
async function orderPayingOnDelivery(page: Page, productName: string, shopper: Shopper): Promise<string> {
  await page.goto(`/products?search=${encodeURIComponent(productName)}`);
  await page.getByRole('article', { name: productName }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(shopper.firstName);
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(shopper.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(shopper.phone);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('14 Oxford Street, Osu');
  await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('behind the Osu Castle post office');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Accra');
  await page.getByLabel('Region').selectOption('Greater Accra');
  await page.getByRole('radio', { name: /Standard Delivery/ }).check();
  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  // Before placing it, the shopper reads what comes next.
  await expect(page.getByText(/After you place the order we send you an SMS with a link to confirm it within \d+ hours/)).toBeVisible();
  await expect(page.getByRole('complementary').getByText(TOTAL, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  // No payment page: the order's own page says what happens next.
  await expect(page).toHaveURL(/\/track\?order=GH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.locator('.order-status-badge')).toHaveText('Awaiting confirmation');
  const payment = order.getByRole('region', { name: `Pay on delivery — ${TOTAL} to pay at the door` });
  await expect(payment).toContainText(/Waiting for your confirmation\. We've sent you an SMS \(to [^)]+\) with a link to confirm your order by .+ \(Ghana time\); an order not confirmed in time is cancelled\./);
  await expect(payment).toContainText(`Pay the rider ${TOTAL} in cash or Mobile Money when it arrives.`);
  return orderNumber;
}

interface SentMessage {
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  status: string;
  text: string;
}

/** The order's id, for the admin API's filters. */
async function orderIdOf(api: APIRequestContext, orderNumber: string): Promise<string> {
  const orders: { id: string; orderNumber: string }[] = await (await api.get('/api/admin/orders', { params: { search: orderNumber }, ...READ })).json();
  return orders.find((order) => order.orderNumber === orderNumber)!.id;
}

/**
 * Everything the shop sent about the order, each as its recipient got it. With no SMS provider the
 * embedded shop keeps each text in its outbox (the admin Messages view): that is where it is read.
 */
async function messagesAbout(api: APIRequestContext, orderId: string): Promise<SentMessage[]> {
  const list: { id: string }[] = await (await api.get('/api/admin/messages', { params: { orderId, limit: 50 }, ...READ })).json();
  return Promise.all(list.map(async ({ id }) => (await api.get(`/api/admin/messages/${id}`, READ)).json()));
}

/** The text of kind `kind` the shopper's phone got, once the relay has delivered it. */
async function textTo(api: APIRequestContext, orderId: string, shopper: Shopper, kind: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const sent = (await messagesAbout(api, orderId)).find((message) => message.channel === 'sms' && message.kind === kind && message.status === 'sent');
        text = sent?.text ?? '';
        return sent?.recipient ?? null;
      },
      { timeout: 60_000 },
    )
    .toBe(shopper.e164);
  return text;
}

/** The e-mail with `subject` the SMTP sink received for the shopper, as a mail program reads it. */
async function mailTo(shopper: Shopper, subject: string): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_SINK_DIR!;
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(join(dir, file)))));
        found = mails.find((mail) => mail.subject === subject && (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((group) => group.value.some((address) => address.address === shopper.email)));
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** What the shopper heard about the order, in the order it was sent (kinds of the texts). */
async function textKinds(api: APIRequestContext, orderId: string): Promise<string[]> {
  return (await messagesAbout(api, orderId))
    .filter((message) => message.channel === 'sms')
    .map((message) => message.kind)
    .reverse();
}

/**
 * Reads a console toast and closes it, as staff do: one under the pointer stays open, hiding what
 * is beneath it (the order drawer says its own answers inside it instead).
 */
async function closeToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.ant-notification-notice').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByLabel('Close', { exact: true }).click();
  await expect(toast).toHaveCount(0);
}

/** What a change made in the order drawer answers, said inside the drawer, under its title (not a toast over it). */
async function drawerSays(drawer: Locator, text: string | RegExp): Promise<void> {
  await expect(drawer.getByRole('status').filter({ hasText: text })).toBeVisible();
}

/** The admin adds a rider in the Riders tab; the rider's full name. */
async function addRider(page: Page, rider: { firstName: string; lastName: string; email: string; password: string }): Promise<string> {
  const name = `${rider.firstName} ${rider.lastName}`;
  await page.getByRole('tab', { name: 'Riders' }).click();
  await page.getByLabel('First name').fill(rider.firstName);
  await page.getByLabel('Last name').fill(rider.lastName);
  await page.getByLabel('E-mail (their sign-in)').fill(rider.email);
  await page.getByLabel('Password to give them').fill(rider.password);
  await page.getByRole('button', { name: 'Add rider' }).click();
  await closeToast(page, `${name} can now sign in at /login and sees their round at /rider`);
  await expect(page.locator('.admin-riders__names').getByText(name)).toBeVisible();
  return name;
}

/** The admin opens the order's drawer from the Orders tab. */
async function openOrder(page: Page, orderNumber: string) {
  await page.getByRole('tab', { name: 'Orders' }).click();
  const searched = page.waitForResponse((response) => response.url().includes('/api/admin/orders?') && response.url().includes('search='));
  await page.getByRole('textbox', { name: 'Search orders' }).fill(orderNumber);
  await searched;
  await page.getByRole('row', { name: new RegExp(orderNumber) }).getByRole('button', { name: `View order ${orderNumber}` }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(drawer.getByRole('heading', { name: 'Pay on delivery' })).toBeVisible();
  return drawer;
}

/** In the drawer: on the rider's round for today, then out for delivery. */
async function sendOut(page: Page, orderNumber: string, riderName: string): Promise<void> {
  const drawer = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(drawer.getByText('Not on a rider’s round yet.')).toBeVisible();
  await choose(page, drawer.getByRole('combobox', { name: 'Rider' }), riderName);
  await drawer.getByRole('button', { name: 'Put on round' }).click();
  await drawerSays(drawer, new RegExp(`On ${riderName}'s round for `));
  await expect(drawer.getByText(new RegExp(`^With ${riderName}, stop 1 on `))).toBeVisible();

  await choose(page, drawer.getByRole('combobox', { name: `Status of order ${orderNumber}` }), 'Out for Delivery');
  // From Confirmed the move skips two stages: the console asks first, naming them.
  const skip = await promptAsking(page, `Move ${orderNumber} on to Out for Delivery?`);
  await expect(skip).toContainText('This skips Processing and Shipped.');
  await skip.getByRole('button', { name: 'Mark as Out for Delivery' }).click();
  await drawerSays(drawer, 'Order status updated!');
  await expect(drawer.locator('.admin-order__meta')).toContainText('Out for Delivery');
  // Out for delivery, the drawer offers the door's actions too (the rider's are the same commands).
  await expect(drawer.getByRole('button', { name: 'Collected…' })).toBeVisible();
}

/** A rider on a phone of their own, signed in through the login page and on their round. */
async function riderOnPhone(browser: Browser, rider: { email: string; password: string }, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(rider.email);
    await page.getByLabel('Password', { exact: true }).fill(rider.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // With no ?next=, a rider lands on their deliveries.
    await expect(page).toHaveURL(/\/rider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your deliveries' })).toBeVisible();
    await use(page);
  } finally {
    await context.close();
  }
}

function aRider(firstName: string) {
  // Unique: the Riders tab and the drawer's Rider control tell riders apart by name.
  return { firstName, lastName: `Tetteh ${unique().toUpperCase()}`, email: `${firstName.toLowerCase()}.rider.${unique()}@kente.test`, password: 'okada-rounds-2024' };
}

test.describe('pay on delivery', () => {
  test('a guest confirms by the SMS link, the rider collects the cash at the door and the order reads paid', async ({ shopperPage: page, adminPage: admin, browser, baseURL }) => {
    const product = await toteInStock(baseURL!, 5);
    const shopper = aShopper('Naa');
    const api = await adminApi(baseURL!);

    const orderNumber = await orderPayingOnDelivery(page, product.name, shopper);
    const orderId = await orderIdOf(api, orderNumber);

    // Placed: the text carries the link that confirms the order, and so does the e-mail.
    const placedText = await textTo(api, orderId, shopper, 'cod-placed');
    expect(placedText).toMatch(new RegExp(`^Kente & Co: please confirm order ${orderNumber} \\(${SMS_TOTAL}, pay on delivery\\) by \\w{3} \\d{1,2} \\w{3}, \\d{2}:\\d{2}: http://\\S+/confirm-order/[\\w-]+$`));
    const confirmLink = placedText.match(/http:\/\/\S+\/confirm-order\/[\w-]+$/)![0];
    const placedMail = await mailTo(shopper, `Please confirm your order ${orderNumber}`);
    expect(placedMail.text).toContain(`Thank you for your order ${orderNumber}, to pay on delivery: ${TOTAL}.`);
    expect(placedMail.text).toContain(confirmLink);

    // The shopper opens the link from the text on the same phone and confirms.
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(`1 × ${product.name}`)).toBeVisible();
    await expect(page.getByText('To pay the rider')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Hello ${shopper.firstName}, is this your order?` })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'Your order is confirmed' });
    await expect(done).toContainText(`We are preparing it. Pay the rider ${TOTAL} in cash or Mobile Money when it arrives.`);
    await done.getByRole('link', { name: 'Track your order' }).click();

    await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}$`));
    const order = page.getByRole('article', { name: orderNumber });
    await expect(order.locator('.order-status-badge')).toHaveText('Confirmed');
    const payment = order.getByRole('region', { name: `Pay on delivery — ${TOTAL} to pay at the door` });
    await expect(payment).toContainText(/Confirmed .+ \(Ghana time\)\. Thank you!/);
    await expect(payment).toContainText(`Pay the rider ${TOTAL} in cash or Mobile Money when your order arrives.`);
    expect(await textTo(api, orderId, shopper, 'cod-confirmed')).toMatch(new RegExp(`^Kente & Co: order ${orderNumber} is confirmed\\. Pay the rider ${SMS_TOTAL} in cash or Mobile Money\\. Track: http://\\S+$`));

    // The admin adds a rider, puts the order on today's round and sends it out.
    const rider = aRider('Kojo');
    const riderName = await addRider(admin, rider);
    const drawer = await openOrder(admin, orderNumber);
    await expect(drawer.getByText(`To collect: ${TOTAL}`)).toBeVisible();
    await expect(drawer.getByText(/^Confirmed .+ by the customer \(SMS link\)$/)).toBeVisible();
    await sendOut(admin, orderNumber, riderName);
    expect(await textTo(api, orderId, shopper, 'order-out-for-delivery')).toMatch(new RegExp(`^Kente & Co: order ${orderNumber} is out for delivery today\\. Please keep your phone close\\.`));

    await riderOnPhone(browser, rider, async (riderPage) => {
      await expect(riderPage.getByText(`1 stop · ${TOTAL} to collect`)).toBeVisible();
      const stop = riderPage.getByRole('listitem').filter({ hasText: orderNumber });
      await expect(stop.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` })).toBeVisible();
      await expect(stop).toContainText('Out for Delivery');
      await expect(stop).toContainText('behind the Osu Castle post office');
      await expect(stop.getByText(`Collect ${TOTAL}`)).toBeVisible();
      await expect(stop.getByRole('link', { name: `Call ${shopper.firstName} (${shopper.phone})` })).toBeVisible();

      for (const action of ['MoMo received', 'Send MoMo request', 'Not home', 'Refused']) await expect(stop.getByRole('button', { name: action, exact: true })).toBeEnabled();
      await stop.getByRole('button', { name: `Cash ${TOTAL}` }).click();
      await (await promptAsking(riderPage, `Took ${TOTAL} in cash?`)).getByRole('button', { name: 'Collected' }).click();
      await expect(riderPage.getByText(`Collected ${TOTAL}`, { exact: true })).toBeVisible();
      await expect(stop.getByText('Paid: nothing to collect')).toBeVisible();
      await expect(stop).toContainText('Delivered');
      await expect(stop.getByRole('button', { name: `Cash ${TOTAL}` })).toHaveCount(0);
      await expect(riderPage.getByText('1 stop · nothing to collect')).toBeVisible();
    });

    // The receipt reaches the shopper, and the order's page reads paid and delivered.
    expect(await textTo(api, orderId, shopper, 'cod-collected')).toMatch(new RegExp(`^Kente & Co: received ${SMS_TOTAL} in cash for order ${orderNumber}\\. Thank you! Receipt: http://\\S+$`));
    const receipt = await mailTo(shopper, `Receipt for order ${orderNumber}`);
    expect(receipt.text).toContain(`We received ${TOTAL} for order ${orderNumber} in cash at delivery. This e-mail is your receipt.`);
    await page.reload();
    await expect(order.locator('.order-status-badge')).toHaveText('Delivered');
    const paid = order.getByRole('region', { name: 'Paid' });
    await expect(paid).toContainText(`${TOTAL} paid to the rider at delivery. Thank you!`);
    await expect(order.getByRole('region', { name: 'Delivery' })).toContainText('Delivered');

    // One text per step, each saying what happened: no second "confirmed" or "delivered" beside them.
    expect(await textKinds(api, orderId)).toEqual(['cod-placed', 'cod-confirmed', 'order-out-for-delivery', 'cod-collected']);
    await api.dispose();
  });

  test('an order refused at the door is cancelled and its units go back on sale', async ({ shopperPage: page, adminPage: admin, browser, baseURL }) => {
    const product = await toteInStock(baseURL!, 3);
    const shopper = aShopper('Efua');
    const api = await adminApi(baseURL!);
    expect(await stockOf(page.request, product.id)).toBe(3);

    const orderNumber = await orderPayingOnDelivery(page, product.name, shopper);
    const orderId = await orderIdOf(api, orderNumber);
    // The order holds its unit from the moment it is placed.
    expect(await stockOf(page.request, product.id)).toBe(2);
    expect(await textTo(api, orderId, shopper, 'cod-placed')).toContain('/confirm-order/');

    // This shopper confirms on the phone to the shop instead of through the link.
    const rider = aRider('Yaw');
    const riderName = await addRider(admin, rider);
    const drawer = await openOrder(admin, orderNumber);
    await expect(drawer.getByText(/^Not confirmed yet: cancelled if not confirmed by /)).toBeVisible();
    await drawer.getByRole('button', { name: 'Confirmed by Phone…' }).click();
    const prompt = await promptAsking(admin, `Confirm ${orderNumber}?`);
    await prompt.getByRole('button', { name: 'Confirmed by phone' }).click();
    await expect(prompt).toBeHidden();
    await drawerSays(drawer, 'Order confirmed by phone');
    await expect(drawer.getByText(/^Confirmed .+ by owner@kente\.test$/)).toBeVisible();
    expect(await textTo(api, orderId, shopper, 'cod-confirmed')).toContain(`order ${orderNumber} is confirmed`);
    await sendOut(admin, orderNumber, riderName);

    await riderOnPhone(browser, rider, async (riderPage) => {
      const stop = riderPage.getByRole('listitem').filter({ hasText: orderNumber });
      await expect(stop.getByText(`Collect ${TOTAL}`)).toBeVisible();
      await stop.getByRole('button', { name: 'Refused' }).click();
      const ask = await promptAsking(riderPage, 'The customer refused the order? It is cancelled.');
      await ask.getByLabel('Note for the shop (optional)').fill('Says she ordered the wrong colour');
      await ask.getByRole('button', { name: 'Refused' }).click();
      await expect(riderPage.getByText('Refused: the order is cancelled')).toBeVisible();
      await expect(stop).toContainText('Cancelled');
      await expect(stop.getByText(/^Refused at \d{2}:\d{2}: Says she ordered the wrong colour$/)).toBeVisible();
      await expect(stop.getByRole('button', { name: 'Refused' })).toHaveCount(0);
    });

    // The unit is back on sale, and the shopper is told no money was taken.
    await expect.poll(() => stockOf(page.request, product.id)).toBe(3);
    expect(await textTo(api, orderId, shopper, 'cod-refused')).toBe(`Kente & Co: order ${orderNumber} was refused at delivery and has been cancelled. No money was taken.`);
    await page.reload();
    const order = page.getByRole('article', { name: orderNumber });
    await expect(order.locator('.order-status-badge')).toHaveText('Cancelled');
    await expect(order.getByRole('region', { name: 'Pay on delivery: cancelled' })).toContainText('This order was refused at delivery and has been cancelled. No money was taken.');
    expect(await textKinds(api, orderId)).toEqual(['cod-placed', 'cod-confirmed', 'order-out-for-delivery', 'cod-refused']);

    // In the console, opened again, the order is closed and its history says why.
    await admin.reload();
    const closed = await openOrder(admin, orderNumber);
    await expect(closed.locator('.admin-order__meta')).toContainText('Cancelled');
    await expect(closed.getByText('Closed (refused at the door): its status can no longer change. A new order is the way forward.')).toBeVisible();
    await expect(closed.getByRole('listitem').filter({ hasText: `Refused at the door — ${rider.email}: Says she ordered the wrong colour` })).toBeVisible();
    await api.dispose();
  });
});
