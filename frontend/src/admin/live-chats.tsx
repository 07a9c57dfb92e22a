import { Badge, Button, Card, Empty, Input, Skeleton, Tag } from 'antd';
import { useId, useState } from 'react';
import { getGetChatQueryKey, getListChatsQueryKey, useAnswerChat, useGetChat, useListChats } from '../api/generated/endpoints/admin/admin';
import type { ChatSummaryDto } from '../api/generated/model';
import { useQueryClient } from '@tanstack/react-query';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { useAdminErrorToast } from './admin-errors';
import { LoadError } from './load-error';

/** The list is read this often while the tab is open; the open chat more often, as a conversation runs. */
const LIST_POLL_MS = 10_000;
const CHAT_POLL_MS = 4_000;
/** A shopper whose page asked within this time is taken to have it open. */
const PAGE_OPEN_MS = 15_000;

/** How many live chats wait for staff: the Support tab's badge, read every half minute wherever the console is. */
export function useAwaitingChats(): number {
  const list = useListChats({ query: { refetchInterval: 30_000, retry: false } });
  return list.data?.data.awaiting ?? 0;
}

function who(chat: ChatSummaryDto): string {
  return chat.name ?? chat.email ?? chat.phone ?? 'A shopper';
}

function ChatConversationCard({ id }: { id: string }) {
  const client = useQueryClient();
  const chat = useGetChat(id, { query: { refetchInterval: CHAT_POLL_MS } });
  const [draft, setDraft] = useState('');
  const showError = useAdminErrorToast();
  const fieldId = useId();
  const answer = useAnswerChat({
    mutation: {
      onSuccess: () => {
        setDraft('');
        void client.invalidateQueries({ queryKey: getGetChatQueryKey(id) });
        void client.invalidateQueries({ queryKey: getListChatsQueryKey() });
      },
      onError: (error) => showError(error, 'The answer was not sent'),
    },
  });
  if (chat.isError) return <LoadError text="This chat could not be loaded." onRetry={() => void chat.refetch()} />;
  const data = chat.data?.data;
  if (!data) return <Skeleton active />;
  const pageOpen = Date.now() - new Date(data.shopperSeenAt).getTime() < PAGE_OPEN_MS;
  return (
    <Card className="admin-card admin-chat" size="small" title={`Chat with ${who(data)}`} extra={pageOpen ? <Tag color="green">Page open</Tag> : <Tag>Left the page</Tag>}>
      <p className="admin-chat__meta">
        {data.context ? `From ${data.context} · ` : ''}
        {[data.email, data.phone].filter(Boolean).join(' · ') || 'No phone or e-mail: the answer reaches them only while their page is open'}
      </p>
      <ol className="admin-chat__log" aria-label="Messages">
        {data.messages.map((message) => (
          <li key={message.id} className={`admin-chat__message admin-chat__message--${message.author}`}>
            <span className="admin-chat__author">{message.author === 'staff' ? (message.staffName ?? 'Staff') : who(data)}</span>
            <span className="admin-chat__text">{message.text}</span>
            <span className="admin-chat__time">{formatGhanaDateTime(String(message.createdAt))}</span>
          </li>
        ))}
      </ol>
      <form
        className="admin-chat__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) answer.mutate({ id, data: { text: draft.trim() } });
        }}
      >
        <label htmlFor={fieldId} className="admin-chat__label">
          Your answer
        </label>
        <Input.TextArea id={fieldId} rows={3} maxLength={2000} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="primary" htmlType="submit" loading={answer.isPending} disabled={!draft.trim()}>
          {pageOpen ? 'Send answer' : 'Send answer (by text or e-mail if they do not come back)'}
        </Button>
      </form>
    </Card>
  );
}

/** Live chats in the shop (issue 35): waiting ones first; staff open one and answer it. */
export function LiveChats() {
  const list = useListChats({ query: { refetchInterval: LIST_POLL_MS } });
  const [openId, setOpenId] = useState<string | null>(null);
  const chats = list.data?.data.chats;
  return (
    <section className="admin-live-chats" aria-labelledby="admin-live-chats-title">
      <h2 id="admin-live-chats-title" className="admin-section-title">
        {/* antd's Badge is a plain span, where an aria-label is not allowed (axe): the words are hidden text beside it. */}
        Live chats <Badge count={list.data?.data.awaiting ?? 0} />
        {list.data?.data.awaiting ? <span className="sr-only"> waiting for an answer</span> : null}
      </h2>
      {list.isError ? (
        <LoadError text="The live chats could not be loaded." onRetry={() => void list.refetch()} />
      ) : !chats ? (
        <Skeleton active />
      ) : chats.length === 0 ? (
        <Empty description="No live chats yet" />
      ) : (
        <div className="admin-live-chats__layout">
          <ul className="admin-live-chats__list" aria-label="Live chats">
            {chats.map((chat) => (
              <li key={chat.id}>
                <button type="button" className={`admin-live-chats__item${chat.id === openId ? ' admin-live-chats__item--open' : ''}`} aria-pressed={chat.id === openId} onClick={() => setOpenId(chat.id)}>
                  <span className="admin-live-chats__who">
                    {who(chat)} {chat.awaitingStaff ? <Tag color="gold">Waiting</Tag> : <Tag>Answered</Tag>}
                  </span>
                  <span className="admin-live-chats__last">{chat.lastMessage}</span>
                  <span className="admin-live-chats__time">{formatGhanaDateTime(String(chat.lastMessageAt))}</span>
                </button>
              </li>
            ))}
          </ul>
          {openId ? <ChatConversationCard key={openId} id={openId} /> : <p className="admin-live-chats__hint">Open a chat to read and answer it.</p>}
        </div>
      )}
    </section>
  );
}
