import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayoutDto, AdminPayoutsDto } from '../api/generated/model';
import { fakeApi, networkFailure, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { PayoutsTab } from './payouts-tab';

const OWED: AdminPayoutsDto = {
  transfersAvailable: true,
  suppliers: [
    { supplierId: '11111111-1111-4111-8111-111111111111', businessName: 'Kumasi Weavers', payable: 230_00, units: 3, pending: 45_50, destination: 'MTN Mobile Money 024•••4567', payoutOnItsWay: false },
    { supplierId: '22222222-2222-4222-8222-222222222222', businessName: 'Accra Beads', payable: 10_00, units: 1, pending: 0, destination: null, payoutOnItsWay: false },
  ],
  payouts: [],
};
const PAID: AdminPayoutDto = {
  reference: 'po_5d41402abc4b2a76b9719d911017c592ab12cd34',
  supplierId: OWED.suppliers[0].supplierId,
  businessName: 'Kumasi Weavers',
  amount: 230_00,
  status: 'paid',
  destination: 'MTN Mobile Money 024•••4567',
  detail: 'Paystack says success',
  createdAt: '2026-11-29T10:00:00.000Z',
  settledAt: '2026-11-29T10:01:00.000Z',
};

describe('the payouts tab (issue 34)', () => {
  const user = userEvent.setup();

  it('lists what each supplier is owed and pays those with an account, retrying a lost answer under the same run', async () => {
    const after: AdminPayoutsDto = { ...OWED, suppliers: [{ ...OWED.suppliers[0], payable: 0, units: 0 }, OWED.suppliers[1]], payouts: [PAID] };
    fakeApi.on('GET', '/api/admin/payouts', ok(OWED), ok(after));
    fakeApi.on('POST', '/api/admin/payouts/runs', networkFailure(), ok({ runId: 'x', payouts: [PAID], skipped: [{ supplierId: OWED.suppliers[1].supplierId, businessName: 'Accra Beads', reason: 'no-payout-account' }] }));
    renderWithProviders(<PayoutsTab />);

    expect(await screen.findByText('Kumasi Weavers')).toBeInTheDocument();
    expect(screen.getByText('MTN Mobile Money 024•••4567 · 3 units payable · ₵45.50 not yet due')).toBeInTheDocument();
    expect(screen.getByText('No payout account yet · 1 unit payable · ₵0.00 not yet due')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay suppliers' }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Error paying suppliers')).toBeInTheDocument();
    const firstRun = (fakeApi.last('POST', '/api/admin/payouts/runs').body as { runId: string }).runId;

    await user.click(screen.getByRole('button', { name: 'Pay suppliers' }));
    await user.click((await screen.findAllByRole('button', { name: 'Pay' })).at(-1)!);
    expect(await screen.findByText('1 transfer for ₵230.00. Accra Beads has no payout account yet')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/admin/payouts/runs').body).toEqual({ runId: firstRun });
    expect(await screen.findByText('po_5d41402abc4b2a76b9719d911017c592ab12cd34 · MTN Mobile Money 024•••4567 · 29 Nov 2026, 10:01')).toBeInTheDocument();
  });

  it('shows an empty list when nothing is owed', async () => {
    fakeApi.on('GET', '/api/admin/payouts', ok({ transfersAvailable: true, suppliers: [], payouts: [] }));
    renderWithProviders(<PayoutsTab />);
    expect(await screen.findByText('Nothing owed to suppliers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay suppliers' })).toBeDisabled();
  });
});
