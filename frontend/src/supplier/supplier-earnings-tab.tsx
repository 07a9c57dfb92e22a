import { formatCedis } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, Radio, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import {
  getGetPayoutAccountQueryKey,
  useGetPayoutAccount,
  useListPayoutBanks,
  useSavePayoutAccount,
  useSupplierEarnings,
} from '../api/generated/endpoints/suppliers/suppliers';
import type { EarningsUnitDto, SupplierPayoutDto, SupplierProfileDto } from '../api/generated/model';
import { formatGhanaDate } from '../lib/ghana-time';
import { RetryAlert } from '../components/staff/retry-alert';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { fieldErrorKeys, supplierErrorText } from './supplier-errors';

type AccountType = 'mobile_money' | 'ghipss';

const money = (pesewas: number) => (pesewas < 0 ? `−${formatCedis(-pesewas, { fromPesewas: true })}` : formatCedis(pesewas, { fromPesewas: true }));

const UNIT_STATUS: Record<string, { key: MessageKey; color: string }> = {
  pending: { key: 'earnings.status.pending', color: 'default' },
  payable: { key: 'earnings.status.payable', color: 'blue' },
  'in-payout': { key: 'earnings.status.inPayout', color: 'gold' },
  paid: { key: 'earnings.status.paid', color: 'green' },
  reversed: { key: 'earnings.status.reversed', color: 'red' },
};

const PAYOUT_STATUS: Record<string, { key: MessageKey; color: string }> = {
  sending: { key: 'earnings.payout.sending', color: 'gold' },
  pending: { key: 'earnings.payout.sending', color: 'gold' },
  paid: { key: 'earnings.payout.paid', color: 'green' },
  failed: { key: 'earnings.payout.failed', color: 'red' },
  reversed: { key: 'earnings.payout.failed', color: 'red' },
};

/** Where the supplier is paid: a Mobile Money wallet or a bank account, checked with Paystack when saved. */
function PayoutAccountCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useSupplierI18n();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const accountQuery = useGetPayoutAccount({ query: { retry: 2 } });
  const [editing, setEditing] = useState(false);
  const [type, setType] = useState<AccountType>('mobile_money');
  const [bankCode, setBankCode] = useState<string | undefined>();
  const [accountNumber, setAccountNumber] = useState('');
  const account = accountQuery.data?.data.account;
  // No account yet is an answer (account: null), not a failed request.
  const missing = accountQuery.isSuccess && !account;
  const showForm = canEdit && (editing || missing);
  const banksQuery = useListPayoutBanks({ type }, { query: { enabled: showForm } });
  const save = useSavePayoutAccount();
  const fieldErrors = fieldErrorKeys(save.error);

  const submit = () =>
    save.mutate(
      { data: { type, bankCode: bankCode ?? '', accountNumber: accountNumber.trim() } },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetPayoutAccountQueryKey(), { ...response, data: { account: response.data } });
          setEditing(false);
          notification.success({ message: t('account.saved'), description: response.data.accountName });
        },
      },
    );

  return (
    <Card className="supplier-product" title={t('account.title')}>
      {accountQuery.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : account && !showForm ? (
        <div className="supplier-earnings__account">
          <p>
            <strong>{account.bankName}</strong> {account.accountNumber} · {account.accountName}
          </p>
          {canEdit ? <Button onClick={() => setEditing(true)}>{t('account.change')}</Button> : null}
        </div>
      ) : !canEdit ? (
        <p>{t('account.notApproved')}</p>
      ) : accountQuery.isError ? (
        <RetryAlert message={t('account.loadFailed')} onRetry={accountQuery.refetch} retryLabel={t('dashboard.retry')} />
      ) : null}
      {showForm ? (
        <form
          className="supplier-earnings__form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {missing ? <p>{t('account.none')}</p> : null}
          <Radio.Group
            aria-label={t('account.type')}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setBankCode(undefined);
            }}
            optionType="button"
            options={[
              { value: 'mobile_money', label: t('account.type.momo') },
              { value: 'ghipss', label: t('account.type.bank') },
            ]}
          />
          <label className="supplier-earnings__field">
            <span>{type === 'mobile_money' ? t('account.network') : t('account.bank')}</span>
            <Select
              aria-label={type === 'mobile_money' ? t('account.network') : t('account.bank')}
              value={bankCode}
              onChange={setBankCode}
              loading={banksQuery.isPending}
              placeholder={t('account.choose')}
              options={(banksQuery.data?.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
              status={fieldErrors.bankCode ? 'error' : undefined}
            />
            {fieldErrors.bankCode ? <span className="supplier-earnings__error">{t('account.bankInvalid')}</span> : null}
          </label>
          <label className="supplier-earnings__field">
            <span>{type === 'mobile_money' ? t('account.momoNumber') : t('account.accountNumber')}</span>
            <Input
              value={accountNumber}
              onChange={(event) => setAccountNumber(event.target.value)}
              inputMode="tel"
              autoComplete="off"
              placeholder={type === 'mobile_money' ? '024 123 4567' : ''}
              status={fieldErrors.accountNumber ? 'error' : undefined}
            />
            {fieldErrors.accountNumber ? <span className="supplier-earnings__error">{t('account.numberInvalid')}</span> : null}
          </label>
          {banksQuery.isError ? <Alert type="error" showIcon message={supplierErrorText(banksQuery.error, t, 'account.failed')} /> : null}
          {save.isError && Object.keys(fieldErrors).length === 0 ? <Alert type="error" showIcon message={supplierErrorText(save.error, t, 'account.failed')} /> : null}
          <p className="supplier-earnings__hint">{t('account.hint')}</p>
          <div className="supplier-earnings__actions">
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!bankCode || !accountNumber.trim()}>
              {t('account.save')}
            </Button>
            {account ? <Button onClick={() => setEditing(false)}>{t('account.cancel')}</Button> : null}
          </div>
        </form>
      ) : null}
    </Card>
  );
}

function UnitList({ units }: { units: EarningsUnitDto[] }) {
  const { t } = useSupplierI18n();
  return (
    <ul className="supplier-earnings__units">
      {units.map((unit, index) => {
        const status = UNIT_STATUS[unit.status] ?? UNIT_STATUS.pending;
        return (
          <li key={`${unit.orderReference}-${index}`}>
            <span className="supplier-earnings__unit-name">
              {unit.kind === 'adjustment' ? t('earnings.returned', { name: unit.productName }) : unit.productName}
              <small>
                {unit.orderReference} · {unit.status === 'pending' ? t('earnings.payableOn', { date: formatGhanaDate(unit.payableAt) }) : t('earnings.deliveredOn', { date: formatGhanaDate(unit.deliveredAt) })}
              </small>
            </span>
            <Tag color={status.color}>{t(status.key)}</Tag>
            <span className="supplier-earnings__amount">{money(unit.amount)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function PayoutCard({ payout }: { payout: SupplierPayoutDto }) {
  const { t } = useSupplierI18n();
  const status = PAYOUT_STATUS[payout.status] ?? PAYOUT_STATUS.sending;
  return (
    <li className="supplier-earnings__payout">
      <div className="supplier-earnings__payout-head">
        <span>
          <strong>{money(payout.amount)}</strong> <Tag color={status.color}>{t(status.key)}</Tag>
        </span>
        <span>{formatGhanaDate(payout.settledAt ?? payout.createdAt)}</span>
      </div>
      <p className="supplier-earnings__reference">
        {t('earnings.reference')}: <code>{payout.reference}</code> · {payout.destination}
      </p>
      {payout.units.length ? (
        <details>
          <summary>{t('earnings.units', { count: String(payout.units.length) })}</summary>
          <UnitList units={payout.units} />
        </details>
      ) : null}
    </li>
  );
}

/** The Earnings tab (issue 34): what the shop owes the supplier and when, where it is paid, and every payout with its units. */
export function SupplierEarningsTab({ profile }: { profile: SupplierProfileDto }) {
  const { t } = useSupplierI18n();
  const earningsQuery = useSupplierEarnings();
  const earnings = earningsQuery.data?.data;
  return (
    <div className="supplier-earnings">
      {earningsQuery.isPending ? (
        <Skeleton active />
      ) : !earnings ? (
        <RetryAlert message={t('earnings.loadFailed')} onRetry={earningsQuery.refetch} retryLabel={t('dashboard.retry')} />
      ) : (
        <>
          <div className="supplier-earnings__totals">
            {(
              [
                ['earnings.pending', earnings.pending],
                ['earnings.payable', earnings.payable + earnings.inPayout],
                ['earnings.paid', earnings.paid],
              ] as const
            ).map(([key, amount]) => (
              <Card key={key} className="supplier-earnings__total">
                <p className="supplier-earnings__total-label">{t(key)}</p>
                <p className="supplier-earnings__total-amount">{money(amount)}</p>
              </Card>
            ))}
          </div>
          <p className="supplier-earnings__hint">{t('earnings.terms', { days: String(Math.max(14, earnings.paymentTermsDays)) })}</p>
          {earnings.inPayout > 0 ? <Alert type="info" showIcon message={t('earnings.onItsWay', { amount: money(earnings.inPayout) })} /> : null}

          <Card className="supplier-product" title={t('earnings.unpaid')}>
            {earnings.unpaid.length ? <UnitList units={earnings.unpaid} /> : <Empty description={t('earnings.noUnpaid')} />}
          </Card>
          <Card className="supplier-product" title={t('earnings.payouts')}>
            {earnings.payouts.length ? (
              <ul className="supplier-earnings__payouts">
                {earnings.payouts.map((payout) => (
                  <PayoutCard key={payout.reference} payout={payout} />
                ))}
              </ul>
            ) : (
              <Empty description={t('earnings.noPayouts')} />
            )}
          </Card>
        </>
      )}
      <PayoutAccountCard canEdit={profile.isApproved} />
    </div>
  );
}
