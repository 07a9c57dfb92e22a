import { useQueryClient } from '@tanstack/react-query';
import { formatCedis } from '@shop/rules';
import { App, Button, Popconfirm } from 'antd';
import { useId, useState } from 'react';
import { getMyRoundQueryKey, useCollectAtDoor, useHandedOver, useMomoRequest, useNotHomeAtDoor, useRefuseAtDoor } from '../api/generated/endpoints/rider/rider';
import type { DeliveryStopDto } from '../api/generated/model';
import { DoorNoteInput } from '../components/staff/door-note-input';
import { errorMessage } from '../lib/api-error';

/**
 * What the rider records at the door (ADR 056): for a pay-on-delivery order out for delivery, the
 * money taken (cash or MoMo), a MoMo request, a refusal or nobody home; for a paid one, handed over.
 * Each asks first, since the shopper's receipt or cancellation goes out at once.
 */
export function DoorActions({ stop }: { stop: DeliveryStopDto }) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const done = (message: string) => ({
    onSuccess: async () => {
      notification.success({ message });
      await queryClient.invalidateQueries({ queryKey: getMyRoundQueryKey() });
    },
    onError: (error: unknown) => notification.error({ message: 'Not recorded', description: errorMessage(error) }),
  });
  const collect = useCollectAtDoor({ mutation: done(`Collected ${formatCedis(stop.amountToCollect)}`) });
  const momo = useMomoRequest({ mutation: done('Mobile Money request sent to the customer’s phone') });
  const refuse = useRefuseAtDoor({ mutation: done('Refused: the order is cancelled') });
  const notHome = useNotHomeAtDoor({ mutation: done('Noted: nobody home') });
  const handedOver = useHandedOver({ mutation: done('Delivered') });
  const busy = collect.isPending || momo.isPending || refuse.isPending || notHome.isPending || handedOver.isPending;
  if (stop.orderStatus !== 'out-for-delivery') return null;

  if (stop.paymentMethod !== 'cod' || stop.paymentStatus === 'paid') {
    if (stop.paymentStatus !== 'paid') return null;
    return (
      <div className="rider-stop__actions">
        <Popconfirm title="Handed over to the customer?" okText="Delivered" onConfirm={() => handedOver.mutate({ id: stop.orderId })}>
          <Button disabled={busy}>Delivered</Button>
        </Popconfirm>
      </div>
    );
  }
  const amount = formatCedis(stop.amountToCollect);
  return (
    <div className="rider-stop__actions">
      <Popconfirm title={`Took ${amount} in cash?`} okText="Collected" onConfirm={() => collect.mutate({ id: stop.orderId, data: { via: 'cash', amount: stop.amountToCollect } })}>
        <Button disabled={busy}>Cash {amount}</Button>
      </Popconfirm>
      <Popconfirm title={`${amount} arrived by MoMo?`} okText="Collected" onConfirm={() => collect.mutate({ id: stop.orderId, data: { via: 'momo', amount: stop.amountToCollect } })}>
        <Button disabled={busy}>MoMo received</Button>
      </Popconfirm>
      <Button disabled={busy} onClick={() => momo.mutate({ id: stop.orderId })}>
        Send MoMo request
      </Button>
      <NotedPopconfirm title="Nobody home? The order stays out for delivery." okText="Not home" onConfirm={(note) => notHome.mutate({ id: stop.orderId, data: note ? { note } : {} })}>
        <Button disabled={busy}>Not home</Button>
      </NotedPopconfirm>
      <NotedPopconfirm title="The customer refused the order? It is cancelled." okText="Refused" danger onConfirm={(note) => refuse.mutate({ id: stop.orderId, data: note ? { note } : {} })}>
        <Button danger disabled={busy}>
          Refused
        </Button>
      </NotedPopconfirm>
    </div>
  );
}

/**
 * A confirmation with a note for the shop (what the rider saw, why it was refused): kept on the
 * order's history for staff, and shown on the stop when the rider comes back.
 */
function NotedPopconfirm({ title, okText, danger = false, onConfirm, children }: { title: string; okText: string; danger?: boolean; onConfirm: (note: string) => void; children: React.ReactNode }) {
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <Popconfirm
      title={title}
      description={
        <label htmlFor={noteId} className="door-note">
          Note for the shop (optional)
          <DoorNoteInput id={noteId} value={note} onChange={setNote} placeholder="e.g. Called twice, no answer" />
        </label>
      }
      okText={okText}
      okButtonProps={{ danger }}
      onConfirm={() => {
        onConfirm(note.trim());
        setNote('');
      }}
    >
      {children}
    </Popconfirm>
  );
}
