import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnDto, TrackedOrderDto } from '../../api/generated/model';
import { order, PRODUCT } from '../../test/fixtures';
import { apiError, fakeApi, ok, reply } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { shrinkImage } from '../../lib/shrink-image';
import ReturnSection from './return-section';

// jsdom draws no pictures: shrinking is tested in shrink-image.test.ts with a stand-in canvas.
jest.mock('../../lib/shrink-image', () => ({ ...jest.requireActual('../../lib/shrink-image'), shrinkImage: jest.fn() }));

function delivered(): TrackedOrderDto {
  const { email: _email, phone: _phone, notes: _notes, ...tracked } = order({ orderStatus: 'delivered', paymentStatus: 'paid' });
  return { ...tracked, payment: null, heldUntil: null } as TrackedOrderDto;
}

const STARTED: ReturnDto = {
  id: 'r-1',
  returnNumber: 'RT-7KQ2-M9XD-4TRB',
  orderNumber: 'GH-7KQ2-M9XD-4TRB',
  status: 'requested',
  reason: 'changed-mind',
  note: null,
  lines: [],
  deliveryFee: '30.00',
  refund: '194.25',
  refundsShipping: false,
  refundStatus: 'none',
  staffMessage: null,
  timeline: [{ at: '2026-11-29T10:00:00.000Z', event: 'requested', by: 'shopper', note: null }],
  createdAt: '2026-11-29T10:00:00.000Z',
  photoCount: 0,
};

describe('the return form on a delivered order', () => {
  beforeEach(() => fakeApi.on('GET', '/api/returns', ok([])));

  it('shows the return delivery fee and the refund before confirming, then the RT- number', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', '/api/returns/quote', ok({ deliveryFee: '30.00', refund: '194.25', refundsShipping: false, windowClosesAt: '2026-12-13T10:00:00.000Z' }));
    fakeApi.on('POST', '/api/returns', reply(201, STARTED));
    fakeApi.on('GET', '/api/products/:id', ok(PRODUCT));
    renderWithProviders(<ReturnSection order={delivered()} />);

    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /How many of .* to return/ }), '1');
    await user.selectOptions(screen.getByLabelText('Reason'), 'changed-mind');
    await user.type(screen.getByLabelText('E-mail or phone used for the order'), 'efua@example.com');
    await user.click(screen.getByRole('button', { name: 'Check the return' }));

    expect(await screen.findByText('₵30.00, paid to the courier')).toBeInTheDocument();
    expect(screen.getByText('₵194.25')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/returns')).toHaveLength(0);
    expect(fakeApi.last('POST', '/api/returns/quote').body).toEqual({ orderNumber: 'GH-7KQ2-M9XD-4TRB', contact: 'efua@example.com', reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }] });

    await user.click(screen.getByRole('button', { name: 'Confirm return' }));
    expect(await screen.findByRole('heading', { name: 'Return RT-7KQ2-M9XD-4TRB' })).toBeInTheDocument();
    expect(screen.getByText('Return requested')).toBeInTheDocument();
  });

  it('offers another size of the same product instead of money, sold-out sizes greyed out, and sends the choice', async () => {
    const user = userEvent.setup();
    const large = PRODUCT.variants.find((variant) => variant.size === 'L')!;
    const soldOut = { id: 'a1a1a1a1-0000-4000-8000-000000000003', size: 'XL', color: 'Yellow', stock: 0, sku: null };
    fakeApi.on('GET', '/api/products/:id', ok({ ...PRODUCT, sizes: ['M', 'L', 'XL'], variants: [...PRODUCT.variants, soldOut] }));
    fakeApi.on('POST', '/api/returns/quote', apiError(409, { message: 'Kente Dress in size L is sold out: you can return it for a refund instead', offer: 'refund' }));
    renderWithProviders(<ReturnSection order={delivered()} />);
    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /How many of .* to return/ }), '1');
    const instead = await screen.findByRole('combobox', { name: /Refund or exchange/ });
    expect(screen.getByRole('option', { name: 'Refund my money' })).toBeInTheDocument();
    expect((screen.getByRole('option', { name: 'Exchange for size L, Yellow' }) as HTMLOptionElement).disabled).toBe(false);
    expect((screen.getByRole('option', { name: 'Exchange for size XL, Yellow (sold out)' }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.queryByRole('option', { name: /size M/ })).toBeNull();
    await user.selectOptions(instead, large.id);
    await user.selectOptions(screen.getByLabelText('Reason'), 'wrong-size');
    await user.click(screen.getByRole('button', { name: 'Check the return' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sold out: you can return it for a refund instead');
    expect(fakeApi.last('POST', '/api/returns/quote').body).toMatchObject({ lines: [{ orderItemId: '0', quantity: 1, exchangeVariantId: large.id }] });
  });

  it('confirms an exchange as one: the size it is for, when it is sent, nothing to refund, and takes the shopper to it', async () => {
    const user = userEvent.setup();
    const large = PRODUCT.variants.find((variant) => variant.size === 'L')!;
    fakeApi.on('GET', '/api/products/:id', ok(PRODUCT));
    fakeApi.on('POST', '/api/returns/quote', ok({ deliveryFee: '30.00', refund: '0.00', refundsShipping: false, windowClosesAt: '2026-12-13T10:00:00.000Z' }));
    const line = { orderItemId: '0', productId: PRODUCT.id, name: 'Kente Dress', size: 'M', color: 'Yellow', price: '194.25', quantity: 1, resellable: null, exchangeFor: { variantId: large.id, size: 'L', color: 'Yellow' } };
    fakeApi.on('POST', '/api/returns', reply(201, { ...STARTED, reason: 'wrong-size', refund: '0.00', lines: [line] }));
    renderWithProviders(<ReturnSection order={delivered()} />);
    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /How many of .* to return/ }), '1');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Refund or exchange/ }), large.id);
    await user.selectOptions(screen.getByLabelText('Reason'), 'wrong-size');
    await user.click(screen.getByRole('button', { name: 'Check the return' }));
    expect(await screen.findByText('₵30.00, paid to the courier')).toBeInTheDocument();
    expect(screen.getByText('The other size or colour, sent once the return is approved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm return' }));
    const heading = await screen.findByRole('heading', { name: 'Return RT-7KQ2-M9XD-4TRB' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('An exchange: nothing to refund; return delivery costs ₵30.00, paid to the courier.');
    expect(screen.getByText('1 x Kente Dress (size M, Yellow), exchanged for size L, Yellow: sent once the return is approved.')).toBeInTheDocument();
  });

  it('shows the return a message linked to (?return=RT-...), with its status and our message', async () => {
    fakeApi.on('GET', '/api/returns/:returnNumber', ok({ ...STARTED, status: 'approved', staffMessage: 'Drop it at our Osu shop', timeline: [...STARTED.timeline, { at: '2026-11-29T12:00:00.000Z', event: 'approved', by: 'staff', note: null }] }));
    renderWithProviders(<ReturnSection order={delivered()} />, { route: '/track?order=GH-7KQ2-M9XD-4TRB&return=RT-7KQ2-M9XD-4TRB' });
    expect(await screen.findByRole('heading', { name: 'Return RT-7KQ2-M9XD-4TRB' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your return is approved: please send the items back unworn, with their tags.');
    expect(screen.getByText('Our team wrote: Drop it at our Osu shop')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/returns/:returnNumber').params.returnNumber).toBe('RT-7KQ2-M9XD-4TRB');
  });

  it('says why the shop refused (past the 14 days) and asks for nothing more', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', '/api/returns/quote', apiError(409, { message: 'The 14-day return window for this order closed on 2026-11-10' }));
    fakeApi.on('GET', '/api/products/:id', ok(PRODUCT));
    renderWithProviders(<ReturnSection order={delivered()} />);
    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    await user.click(screen.getByRole('button', { name: 'Check the return' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one item to return.');
    expect(fakeApi.sent('POST', '/api/returns/quote')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /How many of .* to return/ }), '2');
    await user.selectOptions(screen.getByLabelText('Reason'), 'defective');
    await user.click(screen.getByRole('button', { name: 'Check the return' }));
    expect(await screen.findByText('The 14-day return window for this order closed on 2026-11-10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the return' })).toBeInTheDocument();
  });

  it('sends up to three photos of the item with the return, shrunk first, never with the quote; a file that is no photo is named and left out', async () => {
    const user = userEvent.setup();
    jest.mocked(shrinkImage).mockImplementation(async (file) => {
      if ((file as File).name.endsWith('.pdf')) throw new Error('The file is not a picture');
      return { dataUrl: `data:image/jpeg;base64,${btoa((file as File).name)}`, bytes: 100 };
    });
    fakeApi.on('POST', '/api/returns/quote', ok({ deliveryFee: '0.00', refund: '194.25', refundsShipping: true, windowClosesAt: '2026-12-13T10:00:00.000Z' }));
    fakeApi.on('POST', '/api/returns', reply(201, { ...STARTED, reason: 'defective', photoCount: 2 }));
    fakeApi.on('GET', '/api/products/:id', ok(PRODUCT));
    renderWithProviders(<ReturnSection order={delivered()} />);

    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /How many of .* to return/ }), '1');
    await user.selectOptions(screen.getByLabelText('Reason'), 'defective');
    await user.type(screen.getByLabelText('E-mail or phone used for the order'), 'efua@example.com');
    const picker = screen.getByLabelText('Photos of the item (optional, up to 3)');
    await user.upload(picker, [new File(['a'], 'seam.jpg', { type: 'image/jpeg' }), new File(['b'], 'receipt.pdf', { type: 'image/jpeg' }), new File(['c'], 'tag.png', { type: 'image/png' })]);
    expect(await screen.findByRole('img', { name: 'Photo 2: tag.png' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('receipt.pdf is not a photo we can read: choose a JPG or PNG.');
    expect(shrinkImage).toHaveBeenCalledWith(expect.any(File), { maxSide: 1600, quality: 0.82 });

    await user.click(screen.getByRole('button', { name: 'Check the return' }));
    await screen.findByText('Free');
    expect(fakeApi.last('POST', '/api/returns/quote').body).not.toHaveProperty('photos');
    await user.click(screen.getByRole('button', { name: 'Confirm return' }));
    expect(await screen.findByText('Your 2 photos were sent with it.')).toBeInTheDocument();
    expect((fakeApi.last('POST', '/api/returns').body as { photos?: string[] }).photos).toEqual([`data:image/jpeg;base64,${btoa('seam.jpg')}`, `data:image/jpeg;base64,${btoa('tag.png')}`]);
  });

  it('takes no more than three photos, and a removed one makes room for another', async () => {
    const user = userEvent.setup();
    jest.mocked(shrinkImage).mockImplementation(async (file) => ({ dataUrl: `data:image/jpeg;base64,${btoa((file as File).name)}`, bytes: 100 }));
    fakeApi.on('GET', '/api/products/:id', ok(PRODUCT));
    renderWithProviders(<ReturnSection order={delivered()} />);
    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    const picker = screen.getByLabelText('Photos of the item (optional, up to 3)');
    await user.upload(picker, ['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => new File([name], name, { type: 'image/jpeg' })));
    expect(await screen.findAllByRole('img', { name: /^Photo \d/ })).toHaveLength(3);
    expect(screen.queryByRole('img', { name: /4\.jpg/ })).not.toBeInTheDocument();
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d/ }).map((image) => image.getAttribute('alt'))).toEqual(['Photo 1: 1.jpg', 'Photo 2: 3.jpg']);
    expect(picker).toBeEnabled();
  });

  it('shows the order’s earlier returns when the shopper comes back without a link, and offers to return more', async () => {
    const older: ReturnDto = { ...STARTED, id: 'r-0', returnNumber: 'RT-1111-2222-3333', status: 'refunded', createdAt: '2026-11-20T10:00:00.000Z' };
    fakeApi.on('GET', '/api/returns', ok([{ ...STARTED, status: 'approved' }, older]));
    renderWithProviders(<ReturnSection order={delivered()} />);
    const headings = await screen.findAllByRole('heading', { name: /^Return RT-/ });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Return RT-7KQ2-M9XD-4TRB', 'Return RT-1111-2222-3333']);
    expect(screen.getByText(/Your refund has been sent\./)).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/returns').query).toEqual({ order: 'GH-7KQ2-M9XD-4TRB' });
    expect(screen.getByRole('button', { name: 'Return more items' })).toBeInTheDocument();
  });
});
