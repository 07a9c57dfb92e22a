import { formatGhanaDateTime } from '../lib/ghana-time';
import { messageChannelLabel, messageKindLabel } from './message-labels';

/** "order-shipped:sms" -> "Order shipped (SMS)". */
function sentLabel(key: string): string {
  const [kind, channel] = key.split(':');
  return channel ? `${messageKindLabel(kind)} (${messageChannelLabel(channel)})` : messageKindLabel(kind);
}

/**
 * SPEC §3's notificationsSent as staff read it: each message the order records as sent, oldest
 * first, in Ghana time. The Messages section below lists the outbox itself (queued, failed...).
 */
export function OrderMessagesSent({ sent }: { sent: Record<string, string> }) {
  // ISO times of one format sort as text; the key keeps two messages of one instant in a stable order.
  const messages = Object.entries(sent).sort(([keyA, atA], [keyB, atB]) => atA.localeCompare(atB) || keyA.localeCompare(keyB));
  return (
    <section aria-label="Messages sent" className="admin-messages-sent">
      <p className="admin-subtle">Messages sent{messages.length === 0 ? ': none yet' : ''}</p>
      {messages.length > 0 ? (
        <dl className="admin-stages">
          {messages.map(([key, at]) => (
            <div key={key} className="admin-stages__row">
              <dt>{sentLabel(key)}</dt>
              <dd>
                <time dateTime={at}>{formatGhanaDateTime(at)}</time>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
