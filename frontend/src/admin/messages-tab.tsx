import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus } from '@shop/rules';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetMessageDelivery, useListMessages } from '../api/generated/endpoints/admin/admin';
import type { MessageDeliveryDto, OutboxMessageSummaryDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { totalCount } from '../lib/total-count';
import { MessageStatusTag } from './admin-badges';
import { useSignInAgainOn } from './admin-errors';
import { ADMIN_PAGE_SIZE, useAdminListPage } from './admin-list-page';
import { AdminListToolbar, ListFilter } from './admin-list-toolbar';
import { LIVE_LIST } from './admin-queries';
import { MessageDetails } from './message-details';
import { ChannelIcon, IN_FLIGHT_REFETCH_MS, isInFlight, messageHref, RetryButton } from './message-parts';
import { messageChannelLabel, messageKindLabel, messageStatusLabel, messageTransportLabel } from './message-labels';
import { LoadError } from './load-error';

function providerName(transport: string): string {
  return transport === 'smtp' ? 'your SMTP server' : messageTransportLabel(transport);
}

/** Says plainly whether anyone outside the shop receives its e-mails and texts. */
function deliverySentences(delivery: MessageDeliveryDto): { local: boolean; text: string } {
  const emailLocal = delivery.email === 'local-mailbox';
  const smsLocal = delivery.sms === 'local-mailbox';
  const saved = delivery.mailDir ? ` E-mails are also written as .eml files to ${delivery.mailDir}.` : '';
  if (emailLocal && smsLocal)
    return { local: true, text: `E-mails and SMS go to the LOCAL MAILBOX: nobody outside the shop receives them. Each one is listed here exactly as a shopper would get it.${saved}` };
  if (emailLocal) return { local: true, text: `E-mails go to the LOCAL MAILBOX: nobody outside the shop receives them.${saved} SMS are sent by ${providerName(delivery.sms)}.` };
  if (smsLocal) return { local: true, text: `SMS go to the LOCAL MAILBOX: nobody outside the shop receives them. E-mails are sent through ${providerName(delivery.email)}.` };
  return { local: false, text: `E-mails are sent through ${providerName(delivery.email)}; SMS are sent by ${providerName(delivery.sms)}.` };
}

/** Where the WhatsApp messages of shoppers who chose WhatsApp go (ADR 067). */
function whatsappSentence(whatsapp: string): string {
  if (whatsapp === 'whatsapp-cloud') return 'WhatsApp messages are sent by the WhatsApp Cloud API, and by SMS when WhatsApp fails.';
  if (whatsapp === 'sms') return 'WhatsApp is not set up: shoppers who chose WhatsApp get SMS.';
  return 'WhatsApp messages go to the LOCAL MAILBOX too.';
}

function DeliveryBanner() {
  const delivery = useGetMessageDelivery({ query: { staleTime: Infinity } });
  if (delivery.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (delivery.isError || !delivery.data?.data) return null;
  const { local, text } = deliverySentences(delivery.data.data);
  const whatsapp = whatsappSentence(delivery.data.data.whatsapp);
  return (
    <Alert
      className="admin-alert admin-messages__delivery"
      type={local ? 'warning' : 'info'}
      showIcon
      message={
        <>
          <span>{text}</span> <span>{whatsapp}</span>
        </>
      }
    />
  );
}

function MessageRow({ message }: { message: OutboxMessageSummaryDto }) {
  const kind = messageKindLabel(message.kind);
  return (
    <article className="admin-message" aria-labelledby={`message-${message.id}`}>
      <div className="admin-message__main">
        <h3 id={`message-${message.id}`} className="admin-message__kind">
          <ChannelIcon channel={message.channel} />{' '}
          <Link to={messageHref(message.id)} className="admin-message__open">
            {kind}
          </Link>
        </h3>
        {message.subject ? <p className="admin-message__subject">{message.subject}</p> : null}
        <p className="admin-subtle admin-message__to">
          To <span className="admin-strong">{message.recipient}</span>
          {message.reference ? (
            <>
              {' · '}
              <span className="admin-mono">{message.reference}</span>
            </>
          ) : null}
        </p>
        <p className="admin-subtle">
          {message.sentAt ? (
            <>
              Sent <time dateTime={message.sentAt}>{formatGhanaDateTime(message.sentAt)}</time>
            </>
          ) : (
            <>
              Written <time dateTime={message.createdAt}>{formatGhanaDateTime(message.createdAt)}</time>
            </>
          )}
          {message.attempts > 0 ? ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}` : ''}
          {message.transport ? ` · ${messageTransportLabel(message.transport)}` : ''}
        </p>
        {message.lastError && message.status !== 'sent' ? <p className="admin-message__error">Last error: {message.lastError}</p> : null}
      </div>
      <div className="admin-message__side">
        <MessageStatusTag status={message.status} />
        {message.status === 'dead' ? <RetryButton message={message} /> : null}
      </div>
    </article>
  );
}

type StatusFilter = MessageStatus | 'all';
type ChannelFilter = MessageChannel | 'all';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [{ value: 'all', label: 'All statuses' }, ...MESSAGE_STATUSES.map((value) => ({ value, label: messageStatusLabel(value) }))];
const CHANNEL_FILTERS: { value: ChannelFilter; label: string }[] = [{ value: 'all', label: 'All channels' }, ...MESSAGE_CHANNELS.map((value) => ({ value, label: messageChannelLabel(value) }))];

/**
 * Issue 13: every e-mail and SMS the shop wrote, newest first, with its delivery; one opens to
 * show exactly what its recipient got. The server pages, searches and filters.
 */
export function MessagesTab() {
  const list = useAdminListPage();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const params = { ...list.params, ...(status === 'all' ? {} : { status }), ...(channel === 'all' ? {} : { channel }) };
  const query = useListMessages(params, {
    query: {
      ...LIVE_LIST,
      placeholderData: keepPreviousData,
      refetchInterval: (current) => (current.state.data?.data.some((message) => isInFlight(message.status)) ? IN_FLIGHT_REFETCH_MS : false),
    },
  });
  useSignInAgainOn(query.error);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('message');

  const messages = query.data?.data ?? [];
  const total = totalCount(query.data);
  const filtering = Boolean(list.search || list.text.trim()) || status !== 'all' || channel !== 'all';

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError)
    body = <LoadError text="The messages could not be loaded." onRetry={() => void query.refetch()} />;
  else if (messages.length === 0)
    body = <Empty className="admin-empty" description={filtering ? 'No messages match' : 'No messages yet: order confirmations, shipping news and support answers will appear here as the shop sends them.'} />;
  else
    body = (
      <>
        <ul className="admin-messages__list" aria-label="Messages" aria-busy={query.isFetching}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageRow message={message} />
            </li>
          ))}
        </ul>
        <Pagination className="admin-pager" current={list.page} pageSize={ADMIN_PAGE_SIZE} total={total} hideOnSinglePage showSizeChanger={false} onChange={list.setPage} />
      </>
    );

  return (
    <div className="admin-messages">
      <DeliveryBanner />
      <AdminListToolbar title="Messages" total={total} list={list} searchLabel="Search messages" searchPlaceholder="Recipient, subject or reference">
        <ListFilter label="Message status" value={status} options={STATUS_FILTERS} onChange={setStatus} list={list} />
        <ListFilter label="Channel" value={channel} options={CHANNEL_FILTERS} onChange={setChannel} list={list} />
      </AdminListToolbar>
      {body}
      <MessageDetails
        id={openId}
        onClose={() => {
          const next = new URLSearchParams(searchParams);
          next.delete('message');
          setSearchParams(next, { replace: true });
        }}
      />
    </div>
  );
}
