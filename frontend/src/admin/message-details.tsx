import { Button, Drawer, Segmented, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useGetMessage } from '../api/generated/endpoints/admin/admin';
import type { OutboxMessageDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { MessageStatusTag } from './admin-badges';
import { useSignInAgainOn } from './admin-errors';
import { messageChannelLabel, messageKindLabel, messageTransportLabel } from './message-labels';
import { IN_FLIGHT_REFETCH_MS, isInFlight, RetryButton } from './message-parts';
import { LoadError } from './load-error';

type EmailView = 'html' | 'text';

/** The e-mail as its recipient's mail program shows it; scripts and links are inert in the sandbox. */
function EmailBody({ message }: { message: OutboxMessageDto }) {
  const [view, setView] = useState<EmailView>(message.html ? 'html' : 'text');
  return (
    <section className="admin-message-body" aria-label="What the recipient got">
      {message.html ? (
        <Segmented<EmailView>
          value={view}
          onChange={setView}
          options={[
            { value: 'html', label: 'As sent' },
            { value: 'text', label: 'Plain text' },
          ]}
          className="admin-message-body__toggle"
        />
      ) : null}
      {view === 'html' && message.html ? (
        <iframe sandbox="" srcDoc={message.html} title={`E-mail: ${message.subject ?? messageKindLabel(message.kind)}`} className="admin-message-body__frame" />
      ) : (
        <pre className="admin-message-body__text">{message.text}</pre>
      )}
    </section>
  );
}

/**
 * A text message as a phone shows it: one bubble, with its length against the two-part limit. A
 * WhatsApp message is Meta's template filled in; the bubble shows the same news in its SMS words.
 */
function SmsBody({ message }: { message: OutboxMessageDto }) {
  return (
    <section className="admin-message-body admin-message-body--sms" aria-label="What the recipient got">
      <p className="admin-sms-bubble">{message.text}</p>
      <p className="admin-subtle">
        {message.channel === 'whatsapp' ? `WhatsApp template ${message.templateName ?? ''}; the same news goes by SMS if WhatsApp fails.` : `${message.text.length} characters`}
      </p>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="admin-supplier__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MessageFacts({ message }: { message: OutboxMessageDto }) {
  return (
    <dl className="admin-supplier__facts">
      <Fact term="To">{message.recipient}</Fact>
      <Fact term="Kind">
        {messageKindLabel(message.kind)} ({messageChannelLabel(message.channel)})
      </Fact>
      <Fact term="Status">
        <MessageStatusTag status={message.status} />
      </Fact>
      {message.reference ? (
        <Fact term="Reference">
          <span className="admin-mono">{message.reference}</span>
        </Fact>
      ) : null}
      <Fact term="Written">{formatGhanaDateTime(message.createdAt)}</Fact>
      <Fact term="Sent">{message.sentAt ? formatGhanaDateTime(message.sentAt) : 'Not yet'}</Fact>
      <Fact term="Attempts">{message.attempts}</Fact>
      <Fact term="Delivered by">{message.transport ? messageTransportLabel(message.transport) : 'Not yet'}</Fact>
      {message.providerMessageId ? (
        <Fact term="Provider id">
          <span className="admin-mono">{message.providerMessageId}</span>
        </Fact>
      ) : null}
      {message.lastError ? <Fact term="Last error">{message.lastError}</Fact> : null}
    </dl>
  );
}

/** One message opened from the Messages tab: its facts and exactly what the recipient received. */
export function MessageDetails({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useGetMessage(id ?? '', {
    query: { enabled: Boolean(id), refetchInterval: (current) => (current.state.data && isInFlight(current.state.data.data.status) ? IN_FLIGHT_REFETCH_MS : false) },
  });
  useSignInAgainOn(query.error);
  const message = query.data?.data;

  let body;
  if (!id) body = null;
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError || !message)
    body = <LoadError text="This message could not be loaded." onRetry={() => void query.refetch()} />;
  else
    body = (
      <div className="admin-message-details">
        {message.subject ? <h3 className="admin-message-details__subject">{message.subject}</h3> : null}
        <MessageFacts message={message} />
        {message.status === 'dead' ? <RetryButton message={message} /> : null}
        {message.channel === 'email' ? <EmailBody key={message.id} message={message} /> : <SmsBody message={message} />}
      </div>
    );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={message ? messageKindLabel(message.kind) : 'Message'}
      width="min(760px, 100vw)"
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
