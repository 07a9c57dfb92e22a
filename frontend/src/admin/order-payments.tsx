import { Alert, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useGetOrderPayments } from '../api/generated/endpoints/admin/admin';
import type { OrderDto, OrderPaymentDto, PaymentHistoryDto, PaymentHistoryEntryDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { paymentLabel } from '../lib/order-progress';
import { formatPaymentAmount, rateText } from '../lib/payments';
import { AttemptStatusTag, refundState } from './admin-badges';
import { LIVE_LIST, useRefreshAfterChange } from './admin-queries';
import { TableHead } from './table-head';
import { RetryAlert } from '../components/staff/retry-alert';

/** History entries that need a person's eye, drawn in red. */
const FLAGGED_KINDS: ReadonlySet<PaymentHistoryEntryDto['kind']> = new Set(['mismatch', 'late-success-refunded', 'paid-twice-refunded', 'refund-failed', 'attempt-unreachable']);

function providerLabel(provider: string): string {
  return provider === 'paypal' ? 'PayPal' : provider === 'paystack' ? 'Paystack' : provider;
}

/** "₵209.55", or for PayPal "US$13.97" with "₵209.55 at ₵15.00 per US$1" under it. */
function AttemptAmount({ attempt }: { attempt: OrderPaymentDto }) {
  const cedis = formatPaymentAmount(attempt.amountPesewas, 'GHS');
  if (attempt.currency === 'GHS') return <span className="admin-strong">{cedis}</span>;
  return (
    <div>
      <div className="admin-strong">{formatPaymentAmount(attempt.amount, attempt.currency)}</div>
      <div className="admin-subtle">
        {cedis}
        {attempt.ghsPerUsd ? ` at ${rateText(attempt.ghsPerUsd)}` : ''}
      </div>
    </div>
  );
}

function Attempts({ attempts }: { attempts: OrderPaymentDto[] }) {
  if (attempts.length === 0) return <p className="admin-subtle">No payment attempt yet.</p>;
  return (
    // Wider than a phone's drawer: the sideways scroll is reachable by keyboard (axe scrollable-region-focusable).
    <div className="admin-order__items-scroll" tabIndex={0} role="region" aria-label="Payment attempts, scrolls sideways">
      <table className="admin-order__items" aria-label="Payment attempts">
        <TableHead columns={['Reference', 'Method', 'Amount', 'Status', 'Started']} numeric={['Amount']} />
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.reference}>
              <td className="admin-mono">{attempt.reference}</td>
              <td>
                {paymentLabel(attempt.method)}
                <div className="admin-subtle">
                  {providerLabel(attempt.provider)}
                  {attempt.testMode ? ' · TEST MODE' : ''}
                </div>
              </td>
              <td className="admin-num">
                <AttemptAmount attempt={attempt} />
              </td>
              <td>
                <AttemptStatusTag status={attempt.status} />
              </td>
              <td>
                <time dateTime={attempt.createdAt}>{formatGhanaDateTime(attempt.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History({ entries }: { entries: PaymentHistoryEntryDto[] }) {
  if (entries.length === 0) return null;
  return (
    <ol className="admin-payments__history" aria-label="Payment history">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={FLAGGED_KINDS.has(entry.kind) ? 'admin-payments__entry admin-payments__entry--flag' : 'admin-payments__entry'}>
          <time className="admin-payments__time" dateTime={entry.at}>
            {formatGhanaDateTime(entry.at)}
          </time>
          <span>
            {entry.detail}
            {entry.reference ? <span className="admin-subtle admin-mono"> · {entry.reference}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** How often the history is read again while a cancelled order's refund is under way. */
export const REFUND_REFETCH_MS = 5_000;

/** Money still to go back: an attempt whose refund is not yet asked for (it is asked just after the cancel is answered) or not yet settled. */
function refundOpen(history: PaymentHistoryDto | undefined): boolean {
  return !history || history.attempts.some((attempt) => attempt.status === 'paid' || attempt.status === 'refund_pending');
}

/** Issue 12 point 7: an order's payment attempts and what happened to them, with anything staff must look at first. */
export function OrderPayments({ order }: { order: OrderDto }) {
  const refunding = refundState(order) === 'refund_pending';
  // Fetched each time the details open: a webhook or a refund may have changed it since. While a
  // refund is under way it is read again until the refund settles, since the shop asks the provider
  // after the cancel is answered.
  const query = useGetOrderPayments(order.id, { query: { ...LIVE_LIST, refetchInterval: (current) => (refunding && refundOpen(current.state.data?.data) ? REFUND_REFETCH_MS : false) } });
  const history = query.data?.data;
  const settled = refunding && history !== undefined && !refundOpen(history);
  const refresh = useRefreshAfterChange();
  useEffect(() => {
    // The refund settled while the order list still reads "Refund pending": read the list again.
    if (settled) void refresh('orders');
  }, [settled, refresh]);
  return (
    <section className="admin-payments" aria-labelledby="order-payments-title">
      <h3 id="order-payments-title" className="admin-order__heading">
        Payments
      </h3>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError || !history ? (
        <RetryAlert message="The payment history could not be loaded." onRetry={query.refetch} retryLabel="Retry" />
      ) : (
        <>
          {history.needsAttention ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message="This payment needs attention"
              description="Money and order do not agree (an amount mismatch, a failed refund or money taken for an order that cannot ship). Read the history below and settle it with the customer."
            />
          ) : null}
          <Attempts attempts={history.attempts} />
          <History entries={history.entries} />
        </>
      )}
    </section>
  );
}
