import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { postChatMessage, readChatMessages, startChat } from '../../api/generated/endpoints/chat/chat';
import type { ChatMessageDto } from '../../api/generated/model';
import { HttpError } from '../../api/http';
import { errorMessage, fieldErrors } from '../../lib/api-error';
import { Button } from '../components/button';

const STORAGE_KEY = 'shop-live-chat';
/** How often the open, visible page asks for new messages. */
export const CHAT_POLL_MS = 4000;

interface StoredChat {
  id: string;
  token: string;
}

function storedChat(): StoredChat | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredChat | null;
    return value && typeof value.id === 'string' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function hasStoredChat(): boolean {
  return typeof window !== 'undefined' && storedChat() !== null;
}

/** "ama@example.com" goes as the e-mail, anything else as the phone: one field for the shopper. */
function contactFields(contact: string): { email?: string; phone?: string } {
  const value = contact.trim();
  if (!value) return {};
  return value.includes('@') ? { email: value } : { phone: value };
}

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** The shop's own chat (issue 35): start it, write, and see staff's answers while the page is open. */
export function LiveChatPanel({ context, awayNote, onClosed }: { context: string | null; awayNote: string | null; onClosed: () => void }) {
  const [chat, setChat] = useState<StoredChat | null>(storedChat);
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastId = useRef<string | undefined>(undefined);
  const logRef = useRef<HTMLOListElement>(null);
  const ids = { text: useId(), name: useId(), contact: useId() };

  const addMessages = (incoming: ChatMessageDto[]) => {
    if (!incoming.length) return;
    lastId.current = incoming[incoming.length - 1].id;
    setMessages((current) => [...current, ...incoming.filter((message) => !current.some((known) => known.id === message.id))]);
  };

  // Polls while the page is open and visible; a hidden tab asks again as soon as it is shown.
  useEffect(() => {
    if (!chat) return;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await readChatMessages(chat.id, lastId.current ? { after: lastId.current } : undefined, { headers: { 'X-Chat-Token': chat.token } });
        if (!stopped) addMessages(response.data.messages);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) {
          // The chat is gone (or this browser's token is not its own): start afresh.
          window.localStorage.removeItem(STORAGE_KEY);
          if (!stopped) setChat(null);
        }
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), CHAT_POLL_MS);
    const onVisible = () => void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [chat]);

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setErrors({ text: 'Please write your message' });
      return;
    }
    setSending(true);
    setErrors({});
    setProblem(null);
    try {
      if (!chat) {
        const response = await startChat({ message, ...(name.trim() ? { name: name.trim() } : {}), ...contactFields(contact), ...(context ? { context } : {}) });
        const started = { id: response.data.id, token: response.data.token };
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(started));
        addMessages(response.data.messages);
        setChat(started);
      } else {
        const response = await postChatMessage(chat.id, { text: message }, { headers: { 'X-Chat-Token': chat.token } });
        addMessages([response.data]);
      }
      setText('');
    } catch (error) {
      const fields = fieldErrors(error);
      const named = { text: fields.text ?? fields.message, name: fields.name, contact: fields.email ?? fields.phone };
      if (Object.values(named).some(Boolean)) setErrors(Object.fromEntries(Object.entries(named).filter(([, value]) => value)) as Record<string, string>);
      else setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="live-chat__panel">
      {awayNote ? <p className="live-chat__away">Nobody is in the shop just now. {awayNote.replace(/^We reply/, 'We will answer')}.</p> : null}
      {messages.length ? (
        <ol ref={logRef} className="live-chat__log" role="log" aria-label="Chat messages" aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className={`live-chat__message live-chat__message--${message.author}`}>
              <span className="sr-only">{message.author === 'staff' ? 'Kente & Co.' : 'You'}: </span>
              <span className="live-chat__text">{message.text}</span>
              <span className="live-chat__time">{time(String(message.createdAt))}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <form className="live-chat__form" noValidate onSubmit={(event) => void submit(event)}>
        {!chat ? (
          <>
            <label htmlFor={ids.name} className="live-chat__label">
              Your name (optional)
            </label>
            <input id={ids.name} className="live-chat__input" value={name} maxLength={100} autoComplete="name" onChange={(event) => setName(event.target.value)} aria-invalid={errors.name ? true : undefined} />
            {errors.name ? <p className="live-chat__error">{errors.name}</p> : null}
            <label htmlFor={ids.contact} className="live-chat__label">
              Phone or e-mail, for our answer if you leave (optional)
            </label>
            <input id={ids.contact} className="live-chat__input" value={contact} maxLength={255} autoComplete="email" onChange={(event) => setContact(event.target.value)} aria-invalid={errors.contact ? true : undefined} />
            {errors.contact ? <p className="live-chat__error">{errors.contact}</p> : null}
          </>
        ) : null}
        <label htmlFor={ids.text} className="live-chat__label">
          {chat ? 'Your message' : 'Your question'}
        </label>
        <textarea id={ids.text} className="live-chat__input" rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={errors.text ? true : undefined} />
        {errors.text ? <p className="live-chat__error">{errors.text}</p> : null}
        {problem ? (
          <p className="live-chat__error" role="alert">
            {problem}
          </p>
        ) : null}
        <Button variant="primary" type="submit" block loading={sending}>
          {chat ? 'Send' : 'Start chat'}
        </Button>
        {!chat ? (
          <button type="button" className="live-chat__cancel" onClick={onClosed}>
            Cancel
          </button>
        ) : null}
      </form>
    </div>
  );
}
