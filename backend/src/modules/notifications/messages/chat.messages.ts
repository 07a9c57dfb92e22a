import { ChatFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { emailDraft, greeting, MessageSettings, smsDraft } from './drafts';

/** What staff and the shopper quote: the first 8 characters of the chat's id, upper-cased. */
export function chatReference(chatId: string): string {
  return chatId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/**
 * Staff: someone started a chat in the shop. It carries nothing the shopper typed beyond the page
 * they came from (which the shop's own page wrote): the message itself is read in the console.
 */
export function staffNewChatMessages(chat: ChatFacts, settings: MessageSettings): MessageDraft[] {
  const reference = chatReference(chat.id);
  return settings.staffEmails.map((address) =>
    emailDraft(
      { dedupKey: `staff:chat:${chat.id}:new:${address}`, kind: 'staff-new-chat', audience: 'staff', reference },
      address,
      `New live chat [${reference}]`,
      {
        heading: 'A shopper is waiting in the live chat',
        blocks: [
          { paragraph: 'A shopper started a chat on the support page. Answer it in the admin Support tab, under Live chats: while their page is open they see your answer at once; after that it goes to them by text or e-mail if they left one.' },
          { rows: [['Chat', reference], ['From the page', chat.context ?? '-']] },
          { button: { label: 'Open the admin dashboard', url: `${settings.shopUrl}/admin` } },
        ],
        footer: 'Staff notice',
      },
    ),
  );
}

/**
 * Shopper: the answers they had not seen when they left the page, once (the key names the last
 * answer sent), by e-mail and/or text as they gave. Only staff's words go out, never the shopper's
 * own: an address typed into the chat is nobody's proof, so the shop relays nothing typed there.
 */
export function chatAnsweredMessages(chat: ChatFacts, answers: { id: string; text: string }[], settings: MessageSettings): MessageDraft[] {
  if (!answers.length) return [];
  const reference = chatReference(chat.id);
  const lastId = answers[answers.length - 1].id;
  const link = `${settings.shopUrl}/support#live-chat`;
  const drafts: MessageDraft[] = [];
  if (chat.email) {
    drafts.push(
      emailDraft({ dedupKey: `chat:${chat.id}:answer:${lastId}:email`, kind: 'chat-answered', audience: 'shopper', reference }, chat.email, `Our answer to your chat [${reference}]`, {
        heading: 'An answer to your chat',
        greeting: greeting(chat.name ?? ''),
        blocks: [
          { paragraph: 'You had left the page when our team answered your chat, so here is the answer:' },
          ...answers.map((answer) => ({ quote: answer.text })),
          { paragraph: 'To go on, open the support page on the same device: the chat is still there.' },
          { button: { label: 'Open the chat', url: link } },
        ],
        contact: settings.contact,
      }),
    );
  }
  if (chat.phone) {
    const text = answers.map((answer) => answer.text).join(' / ');
    drafts.push(
      smsDraft(
        { dedupKey: `chat:${chat.id}:answer:${lastId}:sms`, kind: 'chat-answered', audience: 'shopper', reference },
        chat.phone,
        // The link first: smsText cuts the end of a long answer, never the way back.
        `Kente & Co. answered your chat (${link}): ${text}`,
        settings.smsCountries,
      ),
    );
  }
  return drafts;
}
