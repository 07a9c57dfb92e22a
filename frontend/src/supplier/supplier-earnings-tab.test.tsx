import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupplierEarningsDto } from '../api/generated/model';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { supplierProfile } from '../test/supplier-fixtures';
import { LANGUAGE_STORAGE_KEY, SupplierI18nProvider } from './i18n/supplier-i18n';
import { SupplierEarningsTab } from './supplier-earnings-tab';

const EARNINGS: SupplierEarningsDto = {
  pending: 45_50,
  payable: 100_00,
  inPayout: 0,
  paid: 230_00,
  paymentTermsDays: 30,
  unpaid: [
    { orderReference: 'GH-…-K7Q2', productName: 'Adinkra Scarf', amount: 45_50, kind: 'unit', status: 'pending', deliveredAt: '2026-11-20T10:00:00.000Z', payableAt: '2026-12-20T10:00:00.000Z', returnedAt: null },
    { orderReference: 'GH-…-A1B2', productName: 'Kente Stole', amount: 100_00, kind: 'unit', status: 'payable', deliveredAt: '2026-10-01T10:00:00.000Z', payableAt: '2026-10-31T10:00:00.000Z', returnedAt: null },
  ],
  payouts: [
    {
      reference: 'po_5d41402abc4b2a76b9719d911017c592ab12cd34',
      amount: 230_00,
      status: 'paid',
      destination: 'MTN Mobile Money 024•••4567',
      createdAt: '2026-09-30T09:00:00.000Z',
      settledAt: '2026-09-30T09:01:00.000Z',
      units: [
        { orderReference: 'GH-…-C3D4', productName: 'Kente Stole', amount: 100_00, kind: 'unit', status: 'paid', deliveredAt: '2026-08-01T10:00:00.000Z', payableAt: '2026-08-31T10:00:00.000Z', returnedAt: null },
        { orderReference: 'GH-…-C3D4', productName: 'Kente Stole', amount: 100_00, kind: 'unit', status: 'paid', deliveredAt: '2026-08-01T10:00:00.000Z', payableAt: '2026-08-31T10:00:00.000Z', returnedAt: null },
        { orderReference: 'GH-…-C3D4', productName: 'Smock', amount: 30_00, kind: 'unit', status: 'paid', deliveredAt: '2026-08-01T10:00:00.000Z', payableAt: '2026-08-31T10:00:00.000Z', returnedAt: null },
      ],
    },
  ],
};

const ACCOUNT = { type: 'mobile_money', bankCode: 'MTN', bankName: 'MTN Mobile Money', accountNumber: '024•••4567', accountName: 'AMA MENSAH', updatedAt: '2026-09-01T09:00:00.000Z' };
const NETWORKS = [
  { code: 'MTN', name: 'MTN Mobile Money', type: 'mobile_money' },
  { code: 'VOD', name: 'Telecel Cash', type: 'mobile_money' },
];

function renderTab(language: 'en' | 'zh-CN', approved = true) {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  return renderWithProviders(
    <SupplierI18nProvider>
      <SupplierEarningsTab profile={supplierProfile({ isApproved: approved })} />
    </SupplierI18nProvider>,
  );
}

describe("the supplier's earnings (issue 34)", () => {
  const user = userEvent.setup();
  afterEach(() => window.localStorage.clear());

  it('shows pending, payable and paid, what is not yet paid and each payout with its reference and units, in English', async () => {
    fakeApi.on('GET', '/api/suppliers/earnings', ok(EARNINGS));
    fakeApi.on('GET', '/api/suppliers/payout-account', ok({ account: ACCOUNT }));
    renderTab('en');

    expect(await screen.findByText('₵45.50', { selector: '.supplier-earnings__total-amount' })).toBeInTheDocument();
    const totals = screen.getAllByText(/^(Pending|Payable|Paid)$/, { selector: '.supplier-earnings__total-label' }).map((label) => `${label.textContent} ${label.nextElementSibling?.textContent}`);
    expect(totals).toEqual(['Pending ₵45.50', 'Payable ₵100.00', 'Paid ₵230.00']);
    expect(screen.getByText('GH-…-K7Q2 · payable from Sun, 20 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('po_5d41402abc4b2a76b9719d911017c592ab12cd34')).toBeInTheDocument();
    expect(screen.getByText('3 units')).toBeInTheDocument();
    expect(screen.getByText('MTN Mobile Money')).toBeInTheDocument();
    expect(screen.getByText(/AMA MENSAH/)).toBeInTheDocument();
  });

  it('says it all in Simplified Chinese', async () => {
    fakeApi.on('GET', '/api/suppliers/earnings', ok(EARNINGS));
    fakeApi.on('GET', '/api/suppliers/payout-account', ok({ account: ACCOUNT }));
    renderTab('zh-CN');

    expect(await screen.findByText('待结算', { selector: '.supplier-earnings__total-label' })).toBeInTheDocument();
    expect(screen.getByText('可付款', { selector: '.supplier-earnings__total-label' })).toBeInTheDocument();
    expect(screen.getByText('已付款', { selector: '.supplier-earnings__total-label' })).toBeInTheDocument();
    expect(screen.getByText('付款记录')).toBeInTheDocument();
    expect(screen.getByText('3 件')).toBeInTheDocument();
    expect(screen.getByText('收款账户')).toBeInTheDocument();
  });

  it('adds a Mobile Money account, naming a number Paystack does not know', async () => {
    fakeApi.on('GET', '/api/suppliers/earnings', ok({ ...EARNINGS, unpaid: [], payouts: [] }));
    fakeApi.on('GET', '/api/suppliers/payout-account', ok({ account: null }));
    fakeApi.on('GET', '/api/suppliers/payout-banks', ok(NETWORKS));
    fakeApi.on('PUT', '/api/suppliers/payout-account', apiError(400, { message: 'Check the account number', fields: { accountNumber: ['Paystack found no MTN Mobile Money account with this number'] } }), ok(ACCOUNT));
    renderTab('en');

    expect(await screen.findByText('Add the account we pay you into.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Network' }));
    await user.click(await screen.findByTitle('MTN Mobile Money'));
    await user.type(screen.getByPlaceholderText('024 123 4567'), '024 000 0000');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('This number was not found. Check it and try again.')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('024 123 4567'));
    await user.type(screen.getByPlaceholderText('024 123 4567'), '024 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Payout account saved')).toBeInTheDocument();
    expect(fakeApi.last('PUT', '/api/suppliers/payout-account').body).toEqual({ type: 'mobile_money', bankCode: 'MTN', accountNumber: '024 123 4567' });
    expect(within(document.querySelector('.supplier-earnings__account') as HTMLElement).getByText(/AMA MENSAH/)).toBeInTheDocument();
  });

  it('takes no payout account yet as an answer (200, account null), not a failure: the form and no error, in Chinese too', async () => {
    fakeApi.on('GET', '/api/suppliers/earnings', ok({ ...EARNINGS, unpaid: [], payouts: [] }));
    fakeApi.on('GET', '/api/suppliers/payout-account', ok({ account: null }));
    fakeApi.on('GET', '/api/suppliers/payout-banks', ok(NETWORKS));
    renderTab('zh-CN');

    expect(await screen.findByText('请添加我们向您付款的账户。')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存账户' })).toBeInTheDocument();
    expect(fakeApi.sent('GET', '/api/suppliers/payout-account')).toHaveLength(1);
  });

  it('tells a supplier not yet approved that the account comes with approval', async () => {
    fakeApi.on('GET', '/api/suppliers/earnings', ok({ ...EARNINGS, pending: 0, payable: 0, paid: 0, unpaid: [], payouts: [] }));
    fakeApi.on('GET', '/api/suppliers/payout-account', ok({ account: null }));
    renderTab('en', false);
    expect(await screen.findByText('You can add a payout account once your business is approved.')).toBeInTheDocument();
    expect(screen.getByText('Nothing owed yet: units appear here once their order is delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save account' })).not.toBeInTheDocument();
  });
});
