import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { formatCedis } from '@shop/rules';
import { useState } from 'react';
import {
  getListReturnsQueryKey,
  useApproveReturn,
  useInspectReturn,
  useListReturns,
  useMarkReturnRefundPaid,
  useReceiveReturn,
  useRefundReturn,
  useRefuseReturn,
} from '../api/generated/endpoints/admin/admin';
import type { AdminReturnDto, ListReturnsStatus } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { paymentLabel } from '../lib/order-progress';
import { totalCount } from '../lib/total-count';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { LIVE_LIST } from './admin-queries';
import { LoadError } from './load-error';

const PAGE_SIZE = 20;
const STATUSES: { value: ListReturnsStatus; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'approved', label: 'Approved' },
  { value: 'refused', label: 'Refused' },
  { value: 'received', label: 'Received' },
  { value: 'inspected', label: 'Inspected' },
  { value: 'refunded', label: 'Refunded' },
];
const REASONS: Record<string, string> = { 'wrong-size': 'Wrong size', defective: 'Defective', 'wrong-item': 'Wrong item', 'not-as-pictured': 'Not as pictured', 'changed-mind': 'Changed mind' };
const REFUNDS: Record<string, string> = { none: 'Not refunded', sending: 'Sending', sent: 'Refund sent', failed: 'Refund failed', owed: 'Owed by Mobile Money', 'paid-by-hand': 'Paid by Mobile Money' };
/** The timeline's steps as staff read them. */
const STEPS: Record<string, string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
  inspected: 'Inspected',
  'refund-transfer': 'Refund sent to Paystack as a Mobile Money transfer',
  'refund-sent': 'Refund sent',
  'refund-failed': 'Refund failed',
  'refund-owed': 'Refund owed by Mobile Money',
  'refund-paid': 'Refund paid by hand',
};
/** A pay-on-delivery order's refund by Paystack transfer: on its way until Paystack says it was paid. */
const BY_TRANSFER: Record<string, string> = { sending: 'Mobile Money transfer on its way', sent: 'Sent by Mobile Money transfer' };

const refundLabel = (row: Pick<AdminReturnDto, 'refundStatus' | 'refundVia'>) => (row.refundVia === 'momo-transfer' ? BY_TRANSFER[row.refundStatus] : undefined) ?? REFUNDS[row.refundStatus] ?? row.refundStatus;

/** What the Refund click did, for its toast: the provider may have taken it, be sending it, or have found no wallet. */
function refundOutcome(row: AdminReturnDto): string {
  if (row.refundStatus === 'owed') return 'No Mobile Money wallet to transfer to: send it by hand, then mark it paid';
  return refundLabel(row);
}

/** One return's card: its lines, money and the one next step staff can take (ADR 069). */
function ReturnCard({ row }: { row: AdminReturnDto }) {
  const queryClient = useQueryClient();
  const failed = useAdminErrorToast();
  const done = useAdminSuccessToast();
  const { notification } = App.useApp();
  const [message, setMessage] = useState('');
  const [resellable, setResellable] = useState<Record<string, boolean>>({});
  const after = (text: string | ((saved: AdminReturnDto) => string)) => ({
    onSuccess: (response: { data: AdminReturnDto }) => {
      // A refund the provider refused answers 200 with the return marked failed: that is no success.
      if (response.data.refundStatus === 'failed') notification.error({ message: `Refund of ${row.returnNumber} failed`, description: response.data.timeline.at(-1)?.note });
      else done(typeof text === 'string' ? text : text(response.data));
      void queryClient.invalidateQueries({ queryKey: getListReturnsQueryKey() });
    },
    onError: (error: unknown) => failed(error, `Return ${row.returnNumber} was not changed`),
  });
  const approve = useApproveReturn();
  const refuse = useRefuseReturn();
  const receive = useReceiveReturn();
  const inspect = useInspectReturn();
  const refund = useRefundReturn();
  const paid = useMarkReturnRefundPaid();
  const busy = approve.isPending || refuse.isPending || receive.isPending || inspect.isPending || refund.isPending || paid.isPending;

  return (
    <Card size="small" className="admin-return-card">
      <article aria-label={`Return ${row.returnNumber}`}>
        <header>
          <h3 className="admin-mono">{row.returnNumber}</h3>
          <p className="admin-subtle">
            Order <span className="admin-mono">{row.orderNumber}</span> · {formatGhanaDateTime(row.createdAt)} · {REASONS[row.reason] ?? row.reason} · {paymentLabel(row.paymentMethod)}
          </p>
          <Tag>{STATUSES.find((status) => status.value === row.status)?.label ?? row.status}</Tag> <Tag>{refundLabel(row)}</Tag>
        </header>
        <ul>
          {row.lines.map((line) => (
            <li key={line.orderItemId}>
              {line.quantity} x {line.name}
              {line.size || line.color ? ` (${[line.size ? `size ${line.size}` : null, line.color].filter(Boolean).join(', ')})` : ''}
              {line.exchangeFor ? ` → exchange for ${[line.exchangeFor.size ? `size ${line.exchangeFor.size}` : null, line.exchangeFor.color].filter(Boolean).join(', ')}` : ''}
              {line.resellable === null ? '' : line.resellable ? ' · back in stock' : ' · not resellable'}
              {row.status === 'received' ? (
                <Checkbox className="admin-return-card__resellable" checked={resellable[line.orderItemId] ?? false} onChange={(event) => setResellable({ ...resellable, [line.orderItemId]: event.target.checked })}>
                  Resellable
                </Checkbox>
              ) : null}
            </li>
          ))}
        </ul>
        <p>
          Refund {formatCedis(row.refund)}
          {row.refundsShipping ? ' (delivery included)' : ''} · return delivery {row.deliveryFee === '0.00' ? 'free' : formatCedis(row.deliveryFee)}
        </p>
        {row.note ? <p className="admin-pre">Shopper: {row.note}</p> : null}
        {row.photoCount > 0 ? (
          <ul className="admin-return-card__photos" aria-label={`Photos the shopper sent with ${row.returnNumber}`}>
            {Array.from({ length: row.photoCount }, (_, position) => {
              const url = `/api/admin/returns/${row.id}/photos/${position}`;
              return (
                <li key={position}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={`Photo ${position + 1} of ${row.returnNumber}`} width={96} height={96} loading="lazy" />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
        {row.staffMessage ? <p className="admin-pre">Our message: {row.staffMessage}</p> : null}
        {row.status === 'requested' ? (
          <div className="admin-return-card__actions">
            <Input.TextArea aria-label={`Message to the shopper about ${row.returnNumber}`} value={message} onChange={(event) => setMessage(event.target.value)} maxLength={1000} autoSize={{ minRows: 2 }} placeholder="Message to the shopper (required to refuse)" />
            <div className="admin-support-reply__actions">
            <Button type="primary" loading={approve.isPending} disabled={busy} onClick={() => approve.mutate({ id: row.id, data: message.trim() ? { message: message.trim() } : {} }, after('Return approved'))}>
              Approve
            </Button>
            <Button danger loading={refuse.isPending} disabled={busy || message.trim().length < 5} onClick={() => refuse.mutate({ id: row.id, data: { message: message.trim() } }, after('Return refused'))}>
              Refuse
            </Button>
            </div>
          </div>
        ) : null}
        {row.status === 'approved' ? (
          <Button type="primary" loading={receive.isPending} disabled={busy} onClick={() => receive.mutate({ id: row.id }, after('Marked received'))}>
            Mark received
          </Button>
        ) : null}
        {row.status === 'received' ? (
          <Button
            type="primary"
            loading={inspect.isPending}
            disabled={busy}
            onClick={() => inspect.mutate({ id: row.id, data: { lines: row.lines.map((line) => ({ orderItemId: line.orderItemId, resellable: resellable[line.orderItemId] ?? false })) } }, after('Inspection saved'))}
          >
            Save inspection
          </Button>
        ) : null}
        {row.status === 'inspected' && (row.refundStatus === 'none' || row.refundStatus === 'failed') ? (
          <Button type="primary" loading={refund.isPending} disabled={busy} onClick={() => refund.mutate({ id: row.id }, after(refundOutcome))}>
            Refund {formatCedis(row.refund)}
          </Button>
        ) : null}
        {row.refundStatus === 'owed' ? (
          <Button type="primary" loading={paid.isPending} disabled={busy} onClick={() => paid.mutate({ id: row.id }, after('Refund marked paid'))}>
            Mark Mobile Money refund paid
          </Button>
        ) : null}
        <ol className="admin-subtle admin-return-card__timeline">
          {row.timeline.map((step) => (
            <li key={`${step.event}-${step.at}`}>
              {formatGhanaDateTime(step.at)}: {STEPS[step.event] ?? step.event} by {step.by}
              {step.note ? `: ${step.note}` : ''}
            </li>
          ))}
        </ol>
      </article>
    </Card>
  );
}

/** The Returns tab: newest first, filtered by status. */
export function ReturnsTab() {
  const [status, setStatus] = useState<ListReturnsStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useListReturns({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, { query: { ...LIVE_LIST, placeholderData: keepPreviousData } });
  useSignInAgainOn(query.error);
  const rows = query.data?.data ?? [];
  const total = totalCount(query.data);

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError) body = <LoadError text="The returns could not be loaded." onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <Empty className="admin-empty" description={status ? 'No returns in this state' : 'No returns yet'} />;
  else
    body = (
      <>
        <ul className="admin-support-list" aria-busy={query.isFetching}>
          {rows.map((row) => (
            <li key={row.id}>
              <ReturnCard row={row} />
            </li>
          ))}
        </ul>
        <Pagination className="admin-pager" current={page} pageSize={PAGE_SIZE} total={total} hideOnSinglePage showSizeChanger={false} onChange={setPage} />
      </>
    );

  return (
    <div className="admin-returns">
      <div className="admin-list-toolbar">
        <h2>Returns ({total})</h2>
        <Select
          aria-label="Filter returns by status"
          allowClear
          placeholder="Every status"
          style={{ minWidth: 180 }}
          value={status}
          options={STATUSES}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {body}
    </div>
  );
}
