import type { Page } from '@playwright/test';
import { expect, productInStock, productPageTakenOver, test, unique } from './fixtures';

/**
 * Issue 33, delivered the way Ghana buys: checkout offers what the region's zone offers, at the
 * server's prices (ADR 053). The demo shop's zones: Greater Accra has all three speeds (same-day
 * until 12:00 Ghana time on a business day), the rest of Ghana standard only; both have the
 * showroom pickup points and pay on delivery.
 */

interface DeliveryAnswer {
  choices: { type: string; label: string; price: string; estimate: { text: string; from: string } }[];
  payOnDelivery: boolean;
}

async function cartWithOneItem(page: Page, baseURL: string): Promise<string> {
  const name = `Delivery Kente Bangle ${unique()}`;
  const id = await productInStock(baseURL, name, 5);
  await page.goto(`/products/${id}`);
  await productPageTakenOver(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  return name;
}

/** The delivery choices the checkout shows, by their radio's value. */
const shownChoices = (page: Page) => page.locator('input[name="deliveryType"]').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));

test.describe('delivery choices at checkout on a phone', () => {
  test('a guest in Tamale gets standard delivery or a free pickup and may pay on delivery; in Accra, what the zone offers there now', async ({ shopperPage: page, baseURL }) => {
    await cartWithOneItem(page, baseURL!);
    await page.goto('/checkout');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Tamale');
    const asked = page.waitForResponse((response) => response.url().includes('/api/delivery/options') && response.url().includes('Northern'));
    await page.getByLabel('Region').selectOption('Northern');
    const northern = (await (await asked).json()) as DeliveryAnswer;
    expect(northern.choices.map((choice) => choice.type)).toEqual(['standard', 'pickup']);
    await expect.poll(() => shownChoices(page)).toEqual(['standard', 'pickup']);
    await expect(page.getByRole('radio', { name: /Standard Delivery.*₵30\.00/ })).toBeVisible();
    await page.getByRole('radio', { name: /Collect from a pickup point.*Free/ }).check();
    await expect(page.getByRole('radio', { name: /Kente & Co\. Showroom, Tamale/ })).toBeChecked();
    const payAtDoor = page.getByRole('radio', { name: /Pay on delivery/i });
    await expect(payAtDoor).toBeEnabled();
    await payAtDoor.check();
    await expect(payAtDoor).toBeChecked();

    // Moving to Accra: the choices follow the server's answer for Greater Accra at this moment.
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Accra');
    const askedAccra = page.waitForResponse((response) => response.url().includes('/api/delivery/options') && response.url().includes('Greater'));
    await page.getByLabel('Region').selectOption('Greater Accra');
    const accra = (await (await askedAccra).json()) as DeliveryAnswer;
    const types = accra.choices.map((choice) => choice.type);
    expect(types).toEqual(expect.arrayContaining(['standard', 'next-day', 'pickup']));
    await expect.poll(() => shownChoices(page)).toEqual(types);
    const sameDay = accra.choices.find((choice) => choice.type === 'same-day');
    if (sameDay) {
      // Offered only for today: before the cut-off on a day riders work.
      expect(sameDay.estimate.from).toBe(new Date().toISOString().slice(0, 10));
      await page.getByRole('radio', { name: /Same-Day Delivery/ }).check();
      await expect(page.getByRole('radio', { name: /Same-Day Delivery.*Today,.*₵80\.00/ })).toBeChecked();
    } else {
      await expect(page.getByRole('radio', { name: /Same-Day Delivery/ })).toHaveCount(0);
    }
    await page.getByRole('radio', { name: /Next-Day Delivery.*₵50\.00/ }).check();
    await expect(page.getByRole('radio', { name: /Pay on delivery/i })).toBeEnabled();
  });
});
