import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useListMessages } from '../api/generated/endpoints/admin/admin';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { MessageStatusTag } from './admin-badges';
import { LIVE_LIST } from './admin-queries';
import { messageKindLabel } from './message-labels';
import { ChannelIcon, IN_FLIGHT_REFETCH_MS, isInFlight, messageHref } from './message-parts';

/** Issue 13: what the shop told this order's shopper (and staff), each opening in the Messages tab. */
export function OrderMessages({ orderId }: { orderId: string }) {
  const query = useListMessages(
    { orderId, limit: 50 },
    { query: { ...LIVE_LIST, refetchInterval: (current) => (current.state.data?.data.some((message) => isInFlight(message.status)) ? IN_FLIGHT_REFETCH_MS : false) } },
  );
  const messages = query.data?.data ?? [];

  let body;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (query.isError) body = <p role="alert">The messages could not be loaded.</p>;
  else if (messages.length === 0) body = <p className="admin-subtle">No messages about this order yet.</p>;
  else
    body = (
      <ul className="admin-order-messages">
        {messages.map((message) => (
          <li key={message.id} className="admin-order-messages__item">
            <span>
              <ChannelIcon channel={message.channel} /> <Link to={messageHref(message.id)}>{messageKindLabel(message.kind)}</Link>
              <span className="admin-subtle"> to {message.recipient}</span>
            </span>
            <span className="admin-order-messages__side">
              <MessageStatusTag status={message.status} />
              <time dateTime={message.sentAt ?? message.createdAt} className="admin-subtle">
                {formatGhanaDateTime(message.sentAt ?? message.createdAt)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-label="Messages about this order">
      <h3 className="admin-order__heading">Messages</h3>
      {body}
    </section>
  );
}
