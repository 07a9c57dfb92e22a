import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromotionDto } from '../api/generated/model';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { PromotionsTab } from './promotions-tab';

const AKWAABA: PromotionDto = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  code: 'AKWAABA10',
  name: 'Akwaaba 10% off',
  kind: 'percentage',
  percentOff: 10,
  amountOff: null,
  minSubtotal: '150.00',
  category: null,
  minQuantity: null,
  startsAt: null,
  endsAt: '2026-12-07T00:00:00.000Z',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  stackable: false,
  paused: false,
  uses: 3,
  revenue: '612.99',
  discountGiven: '61.30',
  createdAt: '2026-11-29T10:00:00.000Z',
};
const WEEKEND: PromotionDto = { ...AKWAABA, id: '7c9e6679-7425-40de-944b-e07fc1f90ae8', code: null, name: 'Weekend Traditional', category: 'traditional', minQuantity: 2, minSubtotal: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, uses: 0, revenue: '0.00', discountGiven: '0.00' };

describe('the promotions tab (ADR 061)', () => {
  const user = userEvent.setup();

  it('lists each promotion with its terms, uses and revenue, and pauses and resumes one', async () => {
    fakeApi.on('GET', '/api/admin/promotions', ok([AKWAABA, WEEKEND]), ok([{ ...AKWAABA, paused: true }, WEEKEND]));
    fakeApi.on('PATCH', '/api/admin/promotions/:id', ok({ ...AKWAABA, paused: true }));
    renderWithProviders(<PromotionsTab />);

    expect(await screen.findByText('AKWAABA10')).toBeInTheDocument();
    expect(screen.getByText('10% off · subtotal from ₵150.00 · until 7 Dec 2026, 00:00 · 100 uses in all, 1 per customer')).toBeInTheDocument();
    expect(screen.getByText('3 uses · revenue ₵612.99 · given ₵61.30')).toBeInTheDocument();
    expect(screen.getByText('10% off · 2 or more in Traditional Wear')).toBeInTheDocument();
    expect(screen.getByText('Automatic')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause AKWAABA10' }));

    expect(await screen.findByText('AKWAABA10 is paused: no new order gets it')).toBeInTheDocument();
    expect(fakeApi.last('PATCH', '/api/admin/promotions/:id')).toMatchObject({ params: { id: AKWAABA.id }, body: { paused: true } });
    expect(await screen.findByRole('button', { name: 'Resume AKWAABA10' })).toBeInTheDocument();
  });

  it("creates a code, naming the server's field errors on the form, with its end in Ghana time", async () => {
    fakeApi.on('GET', '/api/admin/promotions', ok([]), ok([AKWAABA]));
    fakeApi.on('POST', '/api/admin/promotions', apiError(400, { message: 'Invalid input', fields: { code: ['code must be 3 to 32 letters, digits, - or _'] } }), ok(AKWAABA));
    renderWithProviders(<PromotionsTab />);
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code'), 'A!');
    await user.type(screen.getByLabelText('Name'), 'Akwaaba 10% off');
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('code must be 3 to 32 letters, digits, - or _')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'AKWAABA10');
    await user.type(screen.getByLabelText('Ends (Ghana time)'), '2026-12-07T00:00');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));

    expect(await screen.findByText('AKWAABA10 is live')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/admin/promotions').body).toEqual({ code: 'AKWAABA10', name: 'Akwaaba 10% off', kind: 'percentage', percentOff: 10, endsAt: '2026-12-07T00:00:00Z' });
  });

  it('names what is wrong with an amount in the form, before sending anything', async () => {
    fakeApi.on('GET', '/api/admin/promotions', ok([]));
    renderWithProviders(<PromotionsTab />);
    await screen.findByText('No promotions yet');
    await user.type(screen.getByLabelText('Name'), 'Big spenders');
    await user.type(screen.getByLabelText('Percent off'), '10');
    for (const [typed, message] of [
      ['-10', 'An amount cannot be negative'],
      ['10.505', 'At most 2 decimals, like 150.00'],
      ['99999999999', 'At most ₵99,999,999.99'],
      ['ten', 'Enter an amount like 150.00'],
    ]) {
      await user.clear(screen.getByLabelText('Minimum subtotal (₵)'));
      await user.type(screen.getByLabelText('Minimum subtotal (₵)'), typed);
      await user.click(screen.getByRole('button', { name: 'Create promotion' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fakeApi.sent('POST', '/api/admin/promotions')).toHaveLength(0);
  });

  it('keeps a count typed out of range as typed and says so, rather than quietly saving another figure', async () => {
    fakeApi.on('GET', '/api/admin/promotions', ok([]));
    renderWithProviders(<PromotionsTab />);
    await screen.findByText('No promotions yet');
    await user.type(screen.getByLabelText('Name'), 'Big sale');
    await user.type(screen.getByLabelText('Percent off'), '150');
    await user.type(screen.getByLabelText('Uses in all'), '-1');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Percent off is a whole number from 1 to 100')).toBeInTheDocument();
    expect(screen.getByText('Uses in all is a whole number from 1 to 1,000,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Percent off')).toHaveValue('150');
    expect(screen.getByLabelText('Uses in all')).toHaveValue('-1');
    expect(fakeApi.sent('POST', '/api/admin/promotions')).toHaveLength(0);
  });
});
