import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReturnDto } from '../api/generated/model';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { ReturnsTab } from './returns-tab';

const REQUESTED: AdminReturnDto = {
  id: '5d8f6b9e-1111-4000-8000-000000000001',
  returnNumber: 'RT-2VJT-BAFJ-JJGD',
  orderNumber: 'GH-PJ7M-DZPY-S81T',
  orderId: '5d8f6b9e-2222-4000-8000-000000000001',
  paymentMethod: 'momo',
  refundVia: null,
  status: 'requested',
  reason: 'wrong-size',
  note: 'Too tight at the shoulders',
  lines: [
    { orderItemId: '0', productId: 'p-1', name: 'Northern Smock', size: 'M', color: 'Blue', price: '150.00', quantity: 1, resellable: null, exchangeFor: { variantId: 'v-l', size: 'L', color: 'Blue' } },
    { orderItemId: '1', productId: 'p-2', name: 'Brass Pendant', size: null, color: null, price: '150.00', quantity: 1, resellable: null, exchangeFor: null },
  ],
  deliveryFee: '30.00',
  refund: '157.50',
  refundsShipping: false,
  refundStatus: 'none',
  staffMessage: null,
  timeline: [{ at: '2026-11-29T19:46:00.000Z', event: 'requested', by: 'shopper', note: 'Too tight at the shoulders' }],
  createdAt: '2026-11-29T19:46:00.000Z',
  photoCount: 0,
};
const RECEIVED: AdminReturnDto = { ...REQUESTED, status: 'received' };
const INSPECTED: AdminReturnDto = { ...REQUESTED, status: 'inspected' };

describe('the returns tab (ADR 069)', () => {
  const user = userEvent.setup();

  it('shows a return’s lines, exchange and money; refusing needs a message, approving sends the one typed', async () => {
    fakeApi.on('GET', '/api/admin/returns', ok([REQUESTED], { 'X-Total-Count': '1' }));
    fakeApi.on('POST', '/api/admin/returns/:id/approve', ok({ ...REQUESTED, status: 'approved' }));
    renderWithProviders(<ReturnsTab />);
    const card = await screen.findByRole('article', { name: 'Return RT-2VJT-BAFJ-JJGD' });
    expect(within(card).getByText(/1 x Northern Smock \(size M, Blue\)\s*→ exchange for size L, Blue/)).toBeInTheDocument();
    expect(within(card).getByText(/Refund ₵157\.50 · return delivery ₵30\.00/)).toBeInTheDocument();
    expect(within(card).getByText(/Wrong size · Mobile Money/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Refuse' })).toBeDisabled();

    await user.type(within(card).getByRole('textbox', { name: 'Message to the shopper about RT-2VJT-BAFJ-JJGD' }), 'Send it to our Osu shop');
    expect(within(card).getByRole('button', { name: 'Refuse' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return approved')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/admin/returns/:id/approve').body).toEqual({ message: 'Send it to our Osu shop' });
  });

  it('sends each line’s resellable verdict, unticked lines as not resellable', async () => {
    fakeApi.on('GET', '/api/admin/returns', ok([RECEIVED], { 'X-Total-Count': '1' }));
    fakeApi.on('POST', '/api/admin/returns/:id/inspect', ok(INSPECTED));
    renderWithProviders(<ReturnsTab />);
    const card = await screen.findByRole('article', { name: 'Return RT-2VJT-BAFJ-JJGD' });
    await user.click(within(card).getAllByRole('checkbox', { name: 'Resellable' })[0]);
    await user.click(within(card).getByRole('button', { name: 'Save inspection' }));
    expect(await screen.findByText('Inspection saved')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/admin/returns/:id/inspect').body).toEqual({ lines: [{ orderItemId: '0', resellable: true }, { orderItemId: '1', resellable: false }] });
  });

  it('says why a refund was not sent (a second click on a stale screen)', async () => {
    fakeApi.on('GET', '/api/admin/returns', ok([INSPECTED], { 'X-Total-Count': '1' }));
    fakeApi.on('POST', '/api/admin/returns/:id/refund', apiError(409, { message: 'This return’s refund is already sent' }));
    renderWithProviders(<ReturnsTab />);
    const card = await screen.findByRole('article', { name: 'Return RT-2VJT-BAFJ-JJGD' });
    await user.click(within(card).getByRole('button', { name: 'Refund ₵157.50' }));
    expect(await screen.findByText('This return’s refund is already sent')).toBeInTheDocument();
  });

  it('refunds a pay-on-delivery return by Mobile Money transfer and shows it on its way until Paystack pays it', async () => {
    const cod: AdminReturnDto = { ...INSPECTED, paymentMethod: 'cod' };
    const transferring: AdminReturnDto = {
      ...cod,
      refundStatus: 'sending',
      refundVia: 'momo-transfer',
      timeline: [...cod.timeline, { at: '2026-11-29T20:10:00.000Z', event: 'refund-transfer', by: 'admin@example.com', note: 'By Mobile Money transfer to 024•••4567' }],
    };
    fakeApi.on('GET', '/api/admin/returns', ok([cod], { 'X-Total-Count': '1' }));
    fakeApi.on('POST', '/api/admin/returns/:id/refund', ok(transferring));
    renderWithProviders(<ReturnsTab />);
    const card = await screen.findByRole('article', { name: 'Return RT-2VJT-BAFJ-JJGD' });
    fakeApi.on('GET', '/api/admin/returns', ok([transferring], { 'X-Total-Count': '1' }));
    await user.click(within(card).getByRole('button', { name: 'Refund ₵157.50' }));
    expect(await screen.findByText('Mobile Money transfer on its way', { selector: '.ant-notification *' })).toBeInTheDocument();
    expect(await within(card).findByText('Mobile Money transfer on its way', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(card).getByText(/Refund sent to Paystack as a Mobile Money transfer by admin@example\.com: By Mobile Money transfer to 024•••4567/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Refund ₵/ })).not.toBeInTheDocument();
  });

  it('says a refund the provider refused failed, with the provider’s reason, and offers it again', async () => {
    const failed: AdminReturnDto = {
      ...INSPECTED,
      refundStatus: 'failed',
      refundVia: 'paystack',
      timeline: [...INSPECTED.timeline, { at: '2026-11-29T20:10:00.000Z', event: 'refund-failed', by: 'admin@example.com', note: 'Paystack: Transaction has been fully reversed' }],
    };
    fakeApi.on('GET', '/api/admin/returns', ok([INSPECTED], { 'X-Total-Count': '1' }));
    fakeApi.on('POST', '/api/admin/returns/:id/refund', ok(failed));
    renderWithProviders(<ReturnsTab />);
    const card = await screen.findByRole('article', { name: 'Return RT-2VJT-BAFJ-JJGD' });
    fakeApi.on('GET', '/api/admin/returns', ok([failed], { 'X-Total-Count': '1' }));
    await user.click(within(card).getByRole('button', { name: 'Refund ₵157.50' }));
    expect(await screen.findByText('Refund of RT-2VJT-BAFJ-JJGD failed')).toBeInTheDocument();
    expect(screen.getByText('Paystack: Transaction has been fully reversed', { selector: '.ant-notification *' })).toBeInTheDocument();
    expect(await within(card).findByText('Refund failed', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Refund ₵157.50' })).toBeEnabled();
  });

  it('shows the photos the shopper sent, each opening the full photo from the console’s own route', async () => {
    fakeApi.on('GET', '/api/admin/returns', ok([{ ...REQUESTED, reason: 'defective', photoCount: 2 }], { 'X-Total-Count': '1' }));
    renderWithProviders(<ReturnsTab />);
    const card = await screen.findByRole('article', { name: 'Return RT-2VJT-BAFJ-JJGD' });
    const photos = within(card).getByRole('list', { name: 'Photos the shopper sent with RT-2VJT-BAFJ-JJGD' });
    expect(within(photos).getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Photo 1 of RT-2VJT-BAFJ-JJGD', `/api/admin/returns/${REQUESTED.id}/photos/0`],
      ['Photo 2 of RT-2VJT-BAFJ-JJGD', `/api/admin/returns/${REQUESTED.id}/photos/1`],
    ]);
    expect(within(photos).getAllByRole('link')[1]).toHaveAttribute('href', `/api/admin/returns/${REQUESTED.id}/photos/1`);
  });
});
