import { screen } from '@testing-library/react';
import { SHOP_SETTINGS } from '../test/fixtures';
import { fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { OrderOnWhatsApp } from '../storefront/components/order-on-whatsapp';
import { useShopSettings } from './use-shop-settings';
import { cartOrderText, productOrderText, shopWhatsAppLink, whatsAppMessageLink } from './whatsapp';

function WithSettingsShown() {
  const settings = useShopSettings();
  return (
    <>
      <p>{settings?.email}</p>
      <OrderOnWhatsApp text="Hello" />
    </>
  );
}

describe('Order on WhatsApp', () => {
  it('writes the product with its chosen size and colour, the quantity and the page address', () => {
    expect(productOrderText({ name: 'Kente stole', size: 'M', color: 'Blue', quantity: 2, url: 'https://shop.example/products/1' })).toBe(
      'Hello Kente & Co., I would like to order: Kente stole (size M, colour Blue), quantity 2. https://shop.example/products/1',
    );
    expect(productOrderText({ name: 'Beads', size: null, color: null, quantity: 1, url: null })).toBe('Hello Kente & Co., I would like to order: Beads, quantity 1.');
  });

  it('writes the cart line by line with its total', () => {
    expect(cartOrderText([{ product: { name: 'Kente stole' }, size: 'M', color: 'Blue', quantity: 2 }, { product: { name: 'Beads' }, size: null, color: null, quantity: 1 }], '₵420.00')).toBe(
      'Hello Kente & Co., I would like to order:\n- 2 x Kente stole (M, Blue)\n- 1 x Beads\nTotal: ₵420.00',
    );
  });

  it('links to the shop number with the text encoded, and has no number while the seeded demo number or none is set', () => {
    expect(whatsAppMessageLink('https://wa.me/233559876543', 'A & B?')).toBe('https://wa.me/233559876543?text=A%20%26%20B%3F');
    expect(shopWhatsAppLink(SHOP_SETTINGS)).toBe('https://wa.me/233559876543');
    expect(shopWhatsAppLink({ ...SHOP_SETTINGS, placeholderContacts: ['whatsapp'] })).toBeNull();
    expect(shopWhatsAppLink({ ...SHOP_SETTINGS, whatsapp: '', whatsappLink: null })).toBeNull();
  });

  it('is a plain link when the shop has a number, and nothing when it has none', async () => {
    fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
    const { unmount } = renderWithProviders(<OrderOnWhatsApp text="Hello" />);
    expect(await screen.findByRole('link', { name: 'Order on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233559876543?text=Hello');
    unmount();
    fakeApi.on('GET', '/api/settings', ok({ ...SHOP_SETTINGS, whatsapp: '', whatsappLink: null }));
    renderWithProviders(<WithSettingsShown />);
    // The settings have arrived (their e-mail shows), and still no link.
    expect(await screen.findByText('hello@kente.example')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order on WhatsApp' })).toBeNull();
  });
});
