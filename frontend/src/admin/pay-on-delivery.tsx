import { atTheDoor, formatCedis } from '@shop/rules';
import { Button, Input, Popconfirm, Radio } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetOrderPaymentsQueryKey,
  useCollectPayOnDelivery,
  useConfirmPayOnDeliveryByPhone,
  useRecordNotHome,
  useRefusePayOnDelivery,
  useRequestMomoAtDoor,
} from '../api/generated/endpoints/admin/admin';
import type { OrderDto } from '../api/generated/model';
import { DoorNoteInput } from '../components/staff/door-note-input';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-errors';
import { useRefreshAfterChange, useReplaceInList } from './admin-queries';

const EVENT_LABELS: Record<string, string> = {
  confirmed: 'Confirmed by the customer (SMS link)',
  'confirmed-by-phone': 'Confirmed by phone',
  collected: 'Collected',
  'momo-requested': 'Mobile Money request sent',
  refused: 'Refused at the door',
  'not-home': 'Not home',
  expired: 'Not confirmed in time: cancelled',
};

/** In the orders list: what the rider collects, and whether the customer confirmed yet. */
export function PayOnDeliveryTag({ order }: { order: OrderDto }) {
  const cod = order.payOnDelivery;
  if (!cod?.toCollect) return null;
  return (
    <span className="admin-cod">
      <strong>To collect: {formatCedis(cod.toCollect)}</strong>
      {cod.confirmedAt ? null : <span className="admin-subtle">Awaiting confirmation</span>}
    </span>
  );
}

type Prompt = 'confirm' | 'collect' | 'momo' | 'refuse' | 'not-home' | null;

/** One change to the order, and the drawer and the lists following it. */
function useDoorChange(order: OrderDto) {
  const replaceInList = useReplaceInList();
  const refresh = useRefreshAfterChange();
  const showSuccess = useAdminSuccessToast();
  const showError = useAdminErrorToast();
  const queryClient = useQueryClient();
  return {
    onSuccess: (message: string, { stock = false }: { stock?: boolean } = {}) => (response: { data: OrderDto }) => {
      if (response?.data?.id) replaceInList('orders', response.data);
      showSuccess(message);
      void refresh('orders');
      if (stock) void refresh('products');
      void queryClient.invalidateQueries({ queryKey: getGetOrderPaymentsQueryKey(order.id) });
    },
    onError: (title: string) => (error: unknown) => showError(error, title),
  };
}

/**
 * Pay on delivery in the order drawer (ADR 054): the confirmation, what is to collect, the door's
 * actions (collected, MoMo request, refused, not home) each behind a confirmation, and the history.
 * A rider's screen will call the same routes.
 */
export function PayOnDeliverySection({ order }: { order: OrderDto }) {
  const cod = order.payOnDelivery;
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [via, setVia] = useState<'cash' | 'momo'>('cash');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const amountId = useId();
  const noteId = useId();
  const change = useDoorChange(order);
  const confirm = useConfirmPayOnDeliveryByPhone();
  const collect = useCollectPayOnDelivery();
  const momo = useRequestMomoAtDoor();
  const refuse = useRefusePayOnDelivery();
  const notHome = useRecordNotHome();
  const busy = confirm.isPending || collect.isPending || momo.isPending || refuse.isPending || notHome.isPending;
  if (!cod) return null;
  const total = formatCedis(order.total);
  const door = atTheDoor(order);
  const open = order.orderStatus !== 'cancelled' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded';

  const ask = (next: Prompt) => {
    setNote('');
    setAmount('');
    setVia('cash');
    setPrompt(next);
  };
  const close = () => setPrompt(null);
  const run = () => {
    const id = order.id;
    const trimmed = note.trim();
    close();
    if (prompt === 'confirm') confirm.mutate({ id }, { onSuccess: change.onSuccess('Order confirmed by phone'), onError: change.onError('Error confirming order') });
    if (prompt === 'collect') collect.mutate({ id, data: { via, amount: amount.trim() } }, { onSuccess: change.onSuccess('Payment collected'), onError: change.onError('Error recording the collection') });
    if (prompt === 'momo') momo.mutate({ id }, { onSuccess: change.onSuccess('Mobile Money request sent to the customer'), onError: change.onError('Error sending the Mobile Money request') });
    if (prompt === 'refuse') refuse.mutate({ id, data: trimmed ? { note: trimmed } : {} }, { onSuccess: change.onSuccess('Order marked refused', { stock: true }), onError: change.onError('Error marking the order refused') });
    if (prompt === 'not-home') notHome.mutate({ id, data: trimmed ? { note: trimmed } : {} }, { onSuccess: change.onSuccess('Delivery attempt noted'), onError: change.onError('Error noting the attempt') });
  };

  const noteField = (
    <div className="admin-prompt-field">
      <label htmlFor={noteId}>What happened (optional)</label>
      <DoorNoteInput id={noteId} value={note} onChange={setNote} />
    </div>
  );
  const prompts: Record<Exclude<Prompt, null>, { title: string; description: ReactNode; ok: string; danger?: boolean; disabled?: boolean }> = {
    confirm: { title: `Confirm ${order.orderNumber}?`, description: 'Only after speaking to the customer on the phone. Your name and the time are kept.', ok: 'Confirmed by phone' },
    collect: {
      title: `Collected ${total}?`,
      description: (
        <div className="admin-prompt-fields">
          <Radio.Group value={via} onChange={(event) => setVia(event.target.value)} optionType="button" options={[{ value: 'cash', label: 'Cash' }, { value: 'momo', label: 'Mobile Money' }]} />
          <div className="admin-prompt-field">
            <label htmlFor={amountId}>Amount counted (must be {total})</label>
            <Input id={amountId} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder={order.total} prefix="₵" />
          </div>
        </div>
      ),
      ok: 'Mark Collected',
      disabled: amount.trim() === '',
    },
    momo: { title: `Send a Mobile Money request for ${total}?`, description: `A payment link goes by SMS to ${order.phone}; the order is paid once the customer approves it.`, ok: 'Send Request' },
    refuse: { title: `Mark ${order.orderNumber} refused?`, description: <>{'The order is cancelled, its items go back in stock and the refusal counts against this phone.'}{noteField}</>, ok: 'Mark Refused', danger: true },
    'not-home': { title: 'No one at the door?', description: <>{'The order stays out for delivery; the attempt is noted with the time.'}{noteField}</>, ok: 'Note Attempt' },
  };
  const shown = prompt ? prompts[prompt] : null;

  return (
    <section className="admin-order__cod" aria-labelledby="cod-title">
      <h3 id="cod-title" className="admin-order__heading">
        Pay on delivery
      </h3>
      {cod.collection ? (
        <p>
          <strong>Collected {formatCedis(cod.collection.amount)}</strong> {cod.collection.via === 'cash' ? 'in cash' : 'by Mobile Money'} by {cod.collection.by}, {formatGhanaDateTime(cod.collection.at)}
        </p>
      ) : cod.toCollect ? (
        <p>
          <strong>To collect: {formatCedis(cod.toCollect)}</strong>
        </p>
      ) : null}
      {cod.confirmedAt ? (
        <p>
          Confirmed {formatGhanaDateTime(cod.confirmedAt)} by {cod.confirmedBy === 'shopper' ? 'the customer (SMS link)' : cod.confirmedBy}
        </p>
      ) : open ? (
        <p>Not confirmed yet{cod.confirmBy ? `: cancelled if not confirmed by ${formatGhanaDateTime(cod.confirmBy)}` : ''}</p>
      ) : !cod.collection ? (
        <p>Nothing to collect: {order.orderStatus === 'cancelled' ? 'the order was cancelled' : order.paymentStatus === 'refunded' ? 'the order was refunded' : 'the order is paid'}.</p>
      ) : null}
      <Popconfirm
        open={shown !== null}
        title={shown?.title}
        description={shown?.description}
        icon={null}
        placement="bottomLeft"
        okText={shown?.ok}
        cancelText="Cancel"
        okButtonProps={{ danger: shown?.danger, disabled: shown?.disabled, className: 'admin-prompt-button' }}
        cancelButtonProps={{ className: 'admin-prompt-button' }}
        onConfirm={run}
        onCancel={close}
        onOpenChange={(next) => {
          if (!next) close();
        }}
      >
        <div className="admin-cod__actions">
          {open && !cod.confirmedAt ? (
            <Button className="admin-prompt-button" disabled={busy} onClick={() => ask('confirm')}>
              Confirmed by Phone…
            </Button>
          ) : null}
          {door ? (
            <>
              <Button className="admin-prompt-button" type="primary" disabled={busy} onClick={() => ask('collect')}>
                Collected…
              </Button>
              <Button className="admin-prompt-button" disabled={busy} onClick={() => ask('momo')}>
                Send MoMo Request…
              </Button>
              <Button className="admin-prompt-button" disabled={busy} onClick={() => ask('not-home')}>
                Not Home…
              </Button>
              <Button className="admin-prompt-button" danger disabled={busy} onClick={() => ask('refuse')}>
                Refused…
              </Button>
            </>
          ) : null}
        </div>
      </Popconfirm>
      {open && !door && cod.confirmedAt ? <p className="admin-subtle">The door actions open once the order is out for delivery.</p> : null}
      {cod.history.length > 0 ? (
        <ol className="admin-cod__history">
          {cod.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{formatGhanaDateTime(entry.at)}</time> {EVENT_LABELS[entry.event] ?? entry.event}
              {entry.by !== 'shopper' && entry.by !== 'shop' ? ` — ${entry.by}` : ''}
              {entry.note ? `: ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
