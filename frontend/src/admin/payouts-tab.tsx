import { formatCedis } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { useRef } from 'react';
import { getListPayoutsQueryKey, useListPayouts, useRunPayouts } from '../api/generated/endpoints/admin/admin';
import type { AdminPayoutDto, PayoutRunDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { LoadError } from './load-error';

const cedis = (pesewas: number) => (pesewas < 0 ? `−${formatCedis(-pesewas, { fromPesewas: true })}` : formatCedis(pesewas, { fromPesewas: true }));

const STATUS: Record<string, { label: string; color: string }> = {
  sending: { label: 'Sending', color: 'gold' },
  pending: { label: 'On its way', color: 'gold' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed: payable again', color: 'red' },
  reversed: { label: 'Reversed: payable again', color: 'red' },
};

const SKIPPED: Record<string, string> = {
  'no-payout-account': 'has no payout account yet',
  'payout-on-its-way': 'has a payout still on its way',
  'nothing-payable': 'has nothing payable after returns',
};

/** One press of Pay keeps its run id until it is answered, so pressing again after a lost answer retries that run, never a second one. */
function newRunId(): string {
  return crypto.randomUUID();
}

function runSummary(run: PayoutRunDto): string {
  const total = run.payouts.reduce((sum, payout) => sum + payout.amount, 0);
  const paid = run.payouts.length ? `${run.payouts.length} ${run.payouts.length === 1 ? 'transfer' : 'transfers'} for ${cedis(total)}` : 'No transfers';
  const skipped = run.skipped.map((skip) => `${skip.businessName} ${SKIPPED[skip.reason] ?? skip.reason}`);
  return [paid, ...skipped].join('. ');
}

function PayoutRow({ payout }: { payout: AdminPayoutDto }) {
  const status = STATUS[payout.status] ?? STATUS.sending;
  return (
    <li className="admin-promotions__item">
      <div>
        <strong>{payout.businessName}</strong> <Tag color={status.color}>{status.label}</Tag>
        <div className="admin-subtle">
          {payout.reference} · {payout.destination} · {formatGhanaDateTime(payout.settledAt ?? payout.createdAt)}
        </div>
        {payout.detail && payout.status !== 'paid' ? <div className="admin-subtle">{payout.detail}</div> : null}
      </div>
      <strong>{cedis(payout.amount)}</strong>
    </li>
  );
}

/** Payouts (issue 34, ADR 070): what each supplier is owed, and Pay: one Paystack transfer per supplier. */
export function PayoutsTab() {
  const payouts = useListPayouts();
  useSignInAgainOn(payouts.error);
  const run = useRunPayouts();
  const queryClient = useQueryClient();
  const toastError = useAdminErrorToast();
  const toastSuccess = useAdminSuccessToast();
  const runId = useRef(newRunId());

  const data = payouts.data?.data;
  const payable = (data?.suppliers ?? []).filter((supplier) => supplier.payable > 0 && supplier.destination && !supplier.payoutOnItsWay);
  const total = payable.reduce((sum, supplier) => sum + supplier.payable, 0);

  const pay = () =>
    run.mutate(
      { data: { runId: runId.current } },
      {
        onSuccess: async (response) => {
          runId.current = newRunId();
          toastSuccess(runSummary(response.data));
          await queryClient.invalidateQueries({ queryKey: getListPayoutsQueryKey() });
        },
        // The same run id stays: pressing Pay again retries this run, and nobody is paid twice.
        onError: (error) => toastError(error, 'Error paying suppliers'),
      },
    );

  return (
    <div className="admin-payouts">
      <Card title="Payable to suppliers">
        {payouts.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : payouts.isError || !data ? (
          <LoadError text="The payouts could not be loaded." onRetry={() => void payouts.refetch()} />
        ) : (
          <>
            {!data.transfersAvailable ? <Alert type="warning" showIcon message="Paystack is not configured: suppliers cannot be paid from here." /> : null}
            <div className="admin-payouts__pay">
              <p className="admin-subtle">A delivered unit is payable at the supplier's cost once the 14-day return window and the supplier's payment terms have passed.</p>
              <Popconfirm title={`Pay ${cedis(total)} to ${payable.length} ${payable.length === 1 ? 'supplier' : 'suppliers'}?`} okText="Pay" onConfirm={pay} disabled={payable.length === 0}>
                <Button type="primary" loading={run.isPending} disabled={payable.length === 0 || !data.transfersAvailable}>
                  Pay suppliers
                </Button>
              </Popconfirm>
            </div>
            {data.suppliers.length === 0 ? (
              <Empty description="Nothing owed to suppliers" />
            ) : (
              <ul className="admin-promotions__list">
                {data.suppliers.map((supplier) => (
                  <li key={supplier.supplierId} className="admin-promotions__item">
                    <div>
                      <strong>{supplier.businessName}</strong> {supplier.payoutOnItsWay ? <Tag color="gold">Payout on its way</Tag> : null}
                      <div className="admin-subtle">
                        {supplier.destination ?? 'No payout account yet'} · {supplier.units} {supplier.units === 1 ? 'unit' : 'units'} payable · {cedis(supplier.pending)} not yet due
                      </div>
                    </div>
                    <strong>{cedis(supplier.payable)}</strong>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
      <Card title="Recent payouts">
        {data?.payouts.length ? (
          <ul className="admin-promotions__list">
            {data.payouts.map((payout) => (
              <PayoutRow key={payout.reference} payout={payout} />
            ))}
          </ul>
        ) : data ? (
          <Empty description="No payouts yet" />
        ) : null}
      </Card>
    </div>
  );
}
