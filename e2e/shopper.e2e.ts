import { deliverOrder, expect, orderTotals, test } from './fixtures';

test.describe('a guest shopper on a phone', () => {
  test('browses a category sorted by price, adds to cart, changes the quantity, checks out and tracks the order', async ({ shopperPage: page }) => {
    const shirt = 'Ankara Short-Sleeve Shirt – Green Leaf'; // the cheapest men's item in the demo catalog
    const header = page.getByRole('banner');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Authentic Ghana Fashion' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop Collection' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: "Men's Collection" });
    await expect(page).toHaveURL(/category=mens/);
    await expect(page.getByRole('group', { name: 'Active filters' }).getByText("Men's Collection")).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price-asc/);
    // Newest first would put another shirt on top: the first card proves the sort reached the server.
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toHaveAccessibleName(shirt);
    await firstCard.getByRole('link', { name: shirt }).click();

    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: shirt })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('alert').getByText('Please select a size')).toBeVisible();
    const sizes = page.getByRole('group', { name: /Size/ });
    // The chip's native radio lies over its face, so checking it is the shopper's tap.
    await sizes.getByRole('radio', { name: 'M', exact: true }).check();
    // Several colours are in stock: the colour is the shopper's to choose too (ADR 045).
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('group', { name: /Colour/ }).getByText('Please select a colour')).toBeVisible();
    await page.getByRole('group', { name: /Colour/ }).getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();

    await header.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expect(page.getByText('Add ₵35.00 more for free shipping')).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity of ${shirt}` }).click();
    await expect(page.getByRole('status', { name: `Quantity of ${shirt}` })).toHaveText('2');
    await expect(page.getByText('2 items', { exact: true })).toBeVisible();
    await expect(page.getByText('Free Shipping Applied!')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ama');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Mensah');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ama@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+233 24 123 4567');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Bank Road');
    await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('behind the Gumani mosque');
    const digitalAddress = page.getByRole('textbox', { name: /^Digital address/ });
    await digitalAddress.fill('nt0451234');
    await digitalAddress.blur();
    await expect(digitalAddress).toHaveValue('NT-045-1234');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Tamale');
    await page.getByLabel('Region').selectOption('Northern');
    // The shopper is at home in Tamale: one tap drops the pin.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 9.4034, longitude: -0.8424 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('link', { name: 'Pin set: open in Maps' })).toBeVisible();
    await page.getByRole('radio', { name: /Standard Delivery/ }).check();
    await page.getByRole('radio', { name: /Mobile Money/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    // In TEST MODE the shop's own payment page stands where the provider's would: this shopper
    // declines the prompt, and the order waits for a payment that may be tried again.
    await expect(page).toHaveURL(/\/test-payment\/[^/?]+$/);
    await page.getByRole('button', { name: 'Send prompt' }).click();
    await page.getByRole('group', { name: 'Payment request' }).getByRole('button', { name: 'Decline' }).click();

    await expect(page).toHaveURL(/\/track\?order=GH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}&/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    const order = page.getByRole('article', { name: orderNumber });
    await expect(order.getByRole('region', { name: 'Your payment did not go through' }).getByRole('button', { name: 'Try again' })).toBeVisible();
    // Not yet confirmed by staff, the order reads by its payment (issue 40).
    await expect(order.locator('.order-status-badge')).toHaveText('Payment failed');
    const firstStage = order.getByRole('list', { name: 'Order progress' }).getByRole('listitem').first();
    await expect(firstStage).toContainText('Order Placed');
    await expect(firstStage.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await expect(order.locator('address')).toHaveText(/Ama Mensah\s*12 Bank Road\s*Tamale, Northern\s*Ghana/);
    await expect(order.getByText('NT-045-1234')).toBeVisible();
    await expect(order.getByText('behind the Gumani mosque')).toBeVisible();
    await expect(order.getByRole('link', { name: 'Open the delivery pin in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=9.4034,-0.8424');
    const items = order.getByRole('region', { name: 'Items (2)' });
    await expect(items.getByRole('link', { name: shirt })).toBeVisible();
    // The line reads as a row on the phone: the photo, then the name and details with room to be read.
    const photoBox = (await items.getByRole('listitem').first().locator('img').boundingBox())!;
    const nameBox = (await items.getByRole('link', { name: shirt }).boundingBox())!;
    expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(nameBox.x);
    expect((await items.getByText(/^Size: M/).boundingBox())!.width).toBeGreaterThan(150);
    // The colour was left open: the line holds the first colour of M with the units (issue 16).
    await expect(items.getByText(/^Size: M · Colour: \w+ · Qty: 2$/)).toBeVisible();
    // 2 x 165.00, free standard shipping from 200, 5% tax.
    await expect(items.getByRole('definition').last()).toHaveText('₵346.50');
  });

  test('reviews a delivered order from the tracking page', async ({ shopperPage: page, baseURL }) => {
    const product = (await (await page.request.get('/api/products?search=Bolga&limit=1')).json())[0];
    const placed = await page.request.post('/api/orders', {
      data: {
        sessionId: 'e2ereview1',
        email: 'kofi@example.com',
        firstName: 'Kofi',
        lastName: 'Boateng',
        phone: '+233 20 000 1111',
        shippingAddress: { address: '3 Market Street', city: 'Bolgatanga', region: 'Upper East', country: 'Ghana' },
        paymentMethod: 'momo',
        // Bolgatanga's zone (the rest of Ghana) takes standard delivery only, at SPEC's price.
        deliveryType: 'standard',
        items: [{ productId: product.id, quantity: 1 }],
        ...orderTotals(product.price, 1),
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = await placed.json();
    await deliverOrder(baseURL!, orderNumber);

    await page.goto('/track');
    await page.getByLabel(/order number/i).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: /Track/ }).click();
    await expect(page.getByText('GHP-E2E-001').first()).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`Write a Review for ${product.name}`) }).click();
    await page.getByLabel(/comment|your review/i).fill('Too short');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
    await page.getByLabel(/comment|your review/i).fill('Beautifully woven, sturdy handles, arrived on time.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted!')).toBeVisible();
    await expect(page.getByText('Reviewed', { exact: true })).toBeVisible();
  });

  test('sends a message to support', async ({ shopperPage: page }) => {
    await page.goto('/support');
    await page.getByLabel('First name').fill('Esi');
    await page.getByLabel('Last name').fill('Owusu');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('esi@example.com');
    await page.getByLabel('Subject').selectOption('Size Guide Help');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Which size of smock fits a 102 cm chest?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
  });
});

