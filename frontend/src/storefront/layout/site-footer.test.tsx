import { screen, within } from '@testing-library/react';
import { SHOP_SETTINGS } from '../../test/fixtures';
import { fakeApi, never, ok } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { useCart } from '../../lib/use-cart';
import { SiteFooter } from './site-footer';

/** The header's badge: what reads the cart on every page. */
function CartBadge() {
  return <p>{useCart().itemCount} in cart</p>;
}

describe('the site footer', () => {
  it('shows the phone, e-mail, WhatsApp and social links staff set', async () => {
    fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
    renderWithProviders(<SiteFooter />);
    const contact = await screen.findByRole('list', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '+233 24 123 4567' })).toHaveAttribute('href', 'tel:+233241234567');
    expect(within(contact).getByRole('link', { name: 'hello@kente.example' })).toHaveAttribute('href', 'mailto:hello@kente.example');
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/kente.example');
    expect(within(social).getByRole('link', { name: 'Threads' })).toHaveAttribute('href', 'https://www.threads.net/@kente.example');
    expect(within(social).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233559876543');
  });

  it('shows a number that cannot be dialled without a link, and no WhatsApp button without a WhatsApp link', async () => {
    fakeApi.on('GET', '/api/settings', ok({ ...SHOP_SETTINGS, phone: '000 000 000', phoneLink: null, whatsappLink: null }));
    renderWithProviders(<SiteFooter />);
    expect(within(await screen.findByRole('list', { name: 'Contact us' })).getByText('000 000 000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '000 000 000' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
  });

  it('offers "Order on WhatsApp" with the cart written out once the cart holds something', async () => {
    fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
    fakeApi.on(
      'GET',
      '/api/cart/:sessionId',
      ok([
        { id: 'a', sessionId: 's', productId: 'p', quantity: 2, size: 'M', color: 'Gold', variantId: 'v', variantStock: 5, createdAt: '', updatedAt: '', product: { name: 'Kente Stole', price: '85.50', images: [], stock: 5, sizes: ['M'], colors: ['Gold'], variants: [] } },
      ]),
    );
    renderWithProviders(
      <>
        <CartBadge />
        <SiteFooter />
      </>,
    );
    const order = await screen.findByRole('link', { name: 'Order on WhatsApp' });
    expect(new URL(order.getAttribute('href')!).searchParams.get('text')).toBe('Hello Kente & Co., I would like to order:\n- 2 x Kente Stole (M, Gold)\nSubtotal: ₵171.00');
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
  });

  it('links to the policy pages', () => {
    fakeApi.on('GET', '/api/settings', never());
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Shipping Information' })).toHaveAttribute('href', '/shipping');
    expect(screen.getByRole('link', { name: 'Returns & Exchanges' })).toHaveAttribute('href', '/returns');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});
