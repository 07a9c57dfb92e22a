import { EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../shared/http/domain-errors';
import type { ReturnFacts, ReturnStepName } from '../../notifications/messages/returns.messages';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { OrderingService } from '../../ordering/ordering.service';
import { ReturnRequest, ReturnStep } from './return-request.entity';
import type { ReturnStatus } from './return-rules';

/** The return, locked for the caller's transaction; 404 when there is none. */
export async function lockReturn(manager: EntityManager, id: string): Promise<ReturnRequest> {
  const row = await manager.findOne(ReturnRequest, { where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!row) throw new NotFoundError('Return not found');
  return row;
}

/** A staff step may follow only from `from`: a second click, or one on a stale screen, answers 409 saying where the return is. */
export function expectStatus(row: ReturnRequest, from: readonly ReturnStatus[], action: string): void {
  if (!from.includes(row.status)) throw new ConflictError(`This return is ${row.status}: it cannot be ${action}`, { status: row.status });
}

export function step(event: ReturnStep['event'], by: string, note: string | null = null): ReturnStep {
  return { at: new Date().toISOString(), event, by, note };
}

export function returnFacts(row: ReturnRequest): ReturnFacts {
  return {
    id: row.id,
    returnNumber: row.returnNumber,
    lines: row.lines.map((line) => {
      const described = (choice: { size: string | null; color: string | null }) => [choice.size ? `size ${choice.size}` : null, choice.color ? `colour ${choice.color}` : null].filter(Boolean).join(', ');
      const choice = described(line);
      return `${line.quantity} x ${line.name}${choice ? ` (${choice})` : ''}${line.exchangeFor ? ` in exchange for ${described(line.exchangeFor)}` : ''}`;
    }),
    exchanges: row.lines.some((line) => line.exchangeFor),
    deliveryFeePesewas: row.deliveryFeePesewas,
    refundPesewas: row.refundPesewas,
    staffMessage: row.staffMessage,
    refundByMobileMoney: row.paymentMethod === 'cod',
  };
}

/** The return's news to its shopper, in the caller's transaction (with the step's change). */
export async function tellShopper(
  manager: EntityManager,
  orders: Pick<OrderingService, 'findForReturn'>,
  notifications: Pick<NotificationsService, 'returnStep'>,
  row: ReturnRequest,
  stepName: ReturnStepName,
): Promise<void> {
  const order = await orders.findForReturn(manager, { id: row.orderId });
  if (order) await notifications.returnStep(manager, order.facts, returnFacts(row), stepName);
}
