import { useQueryClient } from '@tanstack/react-query';
import { ghanaClock } from '@shop/rules';
import { Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import {
  getOrderRiderQueryKey,
  getRiderRoundQueryKey,
  useAssignOrder,
  useListRiders,
  useOrderRider,
} from '../api/generated/endpoints/admin/admin';
import type { OrderDto, RiderDto } from '../api/generated/model';
import { formatGhanaDate } from '../lib/ghana-time';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-errors';

/** Today in Ghana, as the date field writes it. */
export const ghanaToday = () => ghanaClock(new Date()).day;

export const riderName = (rider: Pick<RiderDto, 'firstName' | 'lastName' | 'email'>) => [rider.firstName, rider.lastName].filter(Boolean).join(' ') || rider.email;

const CLOSED_STATUSES = new Set(['delivered', 'cancelled']);

/** Which rider takes the order out and on which day: put it on a round, move it, or take it off. */
export function OrderRider({ order }: { order: OrderDto }) {
  const riders = useListRiders();
  const current = useOrderRider(order.id);
  const assign = useAssignOrder();
  const queryClient = useQueryClient();
  const toastError = useAdminErrorToast();
  const toastSuccess = useAdminSuccessToast();
  const assignment = current.data?.data.assignment ?? null;
  const [riderId, setRiderId] = useState<string | null>(null);
  const [day, setDay] = useState(ghanaToday);
  const riderFieldId = useId();
  const dayFieldId = useId();
  const headingId = useId();
  const list = riders.data?.data ?? [];
  const chosen = riderId ?? assignment?.riderId ?? null;
  const nameOf = (id: string) => {
    const rider = list.find((candidate) => candidate.id === id);
    return rider ? riderName(rider) : 'a rider';
  };

  const save = (nextRiderId: string | null) =>
    assign.mutate(
      { id: order.id, data: { riderId: nextRiderId, day } },
      {
        onSuccess: async () => {
          toastSuccess(nextRiderId ? `On ${nameOf(nextRiderId)}'s round for ${formatGhanaDate(`${day}T00:00:00Z`)}` : 'Taken off the round');
          setRiderId(null);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: getOrderRiderQueryKey(order.id) }),
            queryClient.invalidateQueries({ queryKey: getRiderRoundQueryKey(nextRiderId ?? assignment?.riderId ?? '') }),
          ]);
        },
        onError: (error) => toastError(error, 'Error assigning rider'),
      },
    );

  // A delivered or cancelled order that no round took has nothing to show here, not even the heading.
  if (CLOSED_STATUSES.has(order.orderStatus) && !assignment) return null;
  return (
    <section className="admin-order__actions" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-order__heading">
        Rider
      </h3>
      <div className="admin-order-rider">
        <p className="admin-order-rider__now">
          {current.isPending
            ? 'Checking the rounds…'
            : assignment
              ? `With ${nameOf(assignment.riderId)}, stop ${assignment.position} on ${formatGhanaDate(`${assignment.day}T00:00:00Z`)}`
              : 'Not on a rider’s round yet.'}
        </p>
        {riders.isSuccess && list.length === 0 ? (
          <p className="admin-subtle">No riders yet: add one in the Riders tab.</p>
        ) : (
          <div className="admin-order-rider__form">
            <label htmlFor={riderFieldId}>Rider</label>
            <Select
              id={riderFieldId}
              value={chosen ?? undefined}
              placeholder="Choose a rider"
              loading={riders.isPending}
              options={list.map((rider) => ({ value: rider.id, label: rider.active ? riderName(rider) : `${riderName(rider)} (switched off)`, disabled: !rider.active }))}
              onChange={(value: string) => setRiderId(value)}
            />
            <label htmlFor={dayFieldId}>Day</label>
            <Input id={dayFieldId} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
            <Button type="primary" disabled={!chosen || !day} loading={assign.isPending} onClick={() => chosen && save(chosen)}>
              {assignment ? 'Move to this round' : 'Put on round'}
            </Button>
            {assignment ? (
              <Button disabled={assign.isPending} onClick={() => save(null)}>
                Take off round
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
