import type { TrackedOrderDto } from '../../api/generated/model';
import { formatGhanaDateTime } from '../../lib/ghana-time';
import { TIMELINE_STEPS, currentStepIndex } from '../../lib/order-progress';
import { CheckIcon } from '../icons/check';

/**
 * SPEC §2/§4: ordered -> delivered; steps up to and including the current one are complete, the
 * current one is active, each reached step shows its time (Ghana time). Not used for cancelled orders.
 */
export function OrderTimeline({ order }: { order: TrackedOrderDto }) {
  const current = currentStepIndex(order.orderStatus);
  return (
    <ol className="order-timeline" aria-label="Order progress">
      {TIMELINE_STEPS.map((step, index) => {
        const complete = index <= current;
        const active = index === current;
        const time = complete ? formatGhanaDateTime(order[step.stamp]) : '';
        const state = active ? 'active' : complete ? 'complete' : 'upcoming';
        return (
          <li key={step.status} className={`order-timeline__step order-timeline__step--${state}`} aria-current={active ? 'step' : undefined}>
            <span className="round-icon order-timeline__marker" aria-hidden="true">
              {complete ? <CheckIcon /> : null}
            </span>
            <div className="order-timeline__body">
              <p className="order-timeline__label">
                {step.label}
                <span className="sr-only">{active ? ' (current step, completed)' : complete ? ' (completed)' : ' (not yet)'}</span>
              </p>
              {time ? (
                <p className="order-timeline__time">
                  <time dateTime={order[step.stamp] ?? undefined}>{time}</time>
                </p>
              ) : null}
              {active && step.note ? <p className="order-timeline__note">{step.note}</p> : null}
              {step.status === 'shipped' && complete && order.trackingNumber ? (
                <p className="order-timeline__tracking">
                  Tracking number: <strong className="order-timeline__tracking-number">{order.trackingNumber}</strong>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
