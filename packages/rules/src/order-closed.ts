/**
 * ADR 043: staff may set an order's status freely (SPEC §4) until money makes a move unsafe. An
 * order whose payment was refunded, is being refunded after staff cancelled it, or ran out unpaid
 * is closed: its status no longer moves, and a new order is the way forward. The server refuses a
 * move (409) and the console shows the status without a control, both from this one rule.
 */
export interface OrderMoneyState {
  orderStatus: string;
  paymentStatus: string;
}

/** Why the order is closed, in a sentence for staff; null while its status may still move. */
export function orderClosedBecause({ orderStatus, paymentStatus }: OrderMoneyState): string | null {
  const why =
    paymentStatus === 'refunded'
      ? 'was refunded'
      : paymentStatus === 'expired'
        ? 'was not paid in time'
        : // Turned away at the door (pay on delivery, ADR 054): reopening it would send the goods out again.
          paymentStatus === 'refused'
          ? 'was refused at the door'
          : // Cancelling a paid order asks for its refund at once: reopening it would ship goods whose money is going back.
            orderStatus === 'cancelled' && paymentStatus === 'paid'
            ? 'was cancelled and its payment is being refunded'
            : null;
  return why && `This order ${why}, so it is closed and its status can no longer change. Place a new order if the customer still wants the items.`;
}

/** Cancelling this order gives money back: it asks for confirmation and a reason (ADR 043). */
export function cancellingRefunds({ orderStatus, paymentStatus }: OrderMoneyState): boolean {
  return paymentStatus === 'paid' && orderStatus !== 'cancelled';
}

/**
 * Why a delivered order cannot be cancelled, in a sentence for staff; null when it can. Its items
 * are with the customer: cancelling would count them back in stock that the shop does not hold.
 * A return brings them back (and refunds them); an order marked Delivered by mistake is moved
 * back a stage first, which asks (ADR 043, amended 2026-12-02).
 */
export function cancelRefusedBecause({ orderStatus }: Pick<OrderMoneyState, 'orderStatus'>): string | null {
  return orderStatus === 'delivered'
    ? 'This order was delivered: its items are with the customer. A return brings them back and refunds them. If it was marked Delivered by mistake, move it back to Out for Delivery first.'
    : null;
}
