import { MailOutlined, MessageOutlined, RedoOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { getGetMessageQueryKey, getListMessagesQueryKey, useRetryMessage } from '../api/generated/endpoints/admin/admin';
import type { OutboxMessageSummaryDto } from '../api/generated/model';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-errors';
import { messageChannelLabel, messageKindLabel } from './message-labels';

/* The pieces the Messages tab, a message's details and an order's messages share. */

/** Messages waiting for the relay change state within seconds: their list is read again until they settle. */
export const IN_FLIGHT_REFETCH_MS = 5_000;

export function isInFlight(status: string): boolean {
  return status === 'queued' || status === 'sending';
}

/** Where the Messages tab opens one message: a link staff can share, and the order details use. */
export function messageHref(id: string): string {
  return `?tab=messages&message=${encodeURIComponent(id)}`;
}

export function ChannelIcon({ channel }: { channel: string }) {
  const label = messageChannelLabel(channel);
  if (channel === 'whatsapp') return <WhatsAppOutlined aria-label={label} role="img" />;
  return channel === 'sms' ? <MessageOutlined aria-label={label} role="img" /> : <MailOutlined aria-label={label} role="img" />;
}

/** Puts the server's answer to a retry into every cached page of the list, so the row reads Queued at once. */
function useShowRetried() {
  const queryClient = useQueryClient();
  return (message: OutboxMessageSummaryDto) => {
    queryClient.setQueriesData<{ data: OutboxMessageSummaryDto[] }>({ queryKey: getListMessagesQueryKey() }, (current) =>
      current && Array.isArray(current.data) ? { ...current, data: current.data.map((row) => (row.id === message.id ? { ...row, ...message } : row)) } : current,
    );
    queryClient.setQueryData(getGetMessageQueryKey(message.id), (current: unknown) => (current ? { ...(current as object), data: message } : current));
    void queryClient.invalidateQueries({ queryKey: getListMessagesQueryKey() });
  };
}

/** Queues a message that gave up once more; a 409 (it is no longer dead) shows the server's sentence. */
export function RetryButton({ message, block = false }: { message: OutboxMessageSummaryDto; block?: boolean }) {
  const retry = useRetryMessage();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const showRetried = useShowRetried();
  return (
    <Button
      icon={<RedoOutlined />}
      block={block}
      loading={retry.isPending}
      aria-label={`Retry ${messageKindLabel(message.kind)} to ${message.recipient}`}
      onClick={() =>
        retry.mutate(
          { id: message.id },
          {
            onSuccess: (response) => {
              if (response?.data?.id) showRetried(response.data);
              showSuccess('Message queued again');
            },
            onError: (error) => showError(error, 'The message could not be retried'),
          },
        )
      }
    >
      Retry
    </Button>
  );
}

