import { createHash } from 'node:crypto';
import { SupportRequestFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { emailDraft, greeting, MessageSettings } from './drafts';

/** What the sender quotes when writing again: the first 8 characters of the request's id, upper-cased. */
export function supportReference(requestId: string): string {
  return requestId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/**
 * The receipt goes to an address nobody has proved is the sender's: anyone can type a victim's
 * address into the support form. So it carries nothing they typed (no name, subject or message,
 * which would relay their text under the shop's name): only that a request arrived, its
 * reference and how to reach the shop.
 */
export function supportReceivedMessages(request: SupportRequestFacts, settings: MessageSettings): MessageDraft[] {
  const reference = supportReference(request.id);
  return [
    emailDraft(
      { dedupKey: `support:${request.id}:received:email`, kind: 'support-received', audience: 'shopper', reference },
      request.email,
      `We received your request [${reference}]`,
      {
        heading: 'We received your request',
        greeting: 'Hello,',
        blocks: [
          { paragraph: 'Thank you for contacting Kente & Co. A member of our team will answer you within 24 hours.' },
          { rows: [['Reference', reference]] },
          { paragraph: `Please quote the reference ${reference} if you write to us again about this. If you did not contact us, you can ignore this e-mail.` },
        ],
        contact: settings.contact,
      },
    ),
  ];
}

/** Each different answer is sent once: the key carries a fingerprint of the answer's text. */
export function supportAnsweredMessages(request: SupportRequestFacts, settings: MessageSettings): MessageDraft[] {
  const answer = request.response?.trim();
  if (!answer) return [];
  const reference = supportReference(request.id);
  const fingerprint = createHash('sha256').update(answer).digest('hex').slice(0, 16);
  return [
    emailDraft(
      { dedupKey: `support:${request.id}:answer:${fingerprint}:email`, kind: 'support-answered', audience: 'shopper', reference },
      request.email,
      `Re: ${request.subject} [${reference}]`,
      {
        heading: 'An answer from our support team',
        greeting: greeting(request.firstName),
        blocks: [
          { paragraph: `Here is our answer to your message "${request.subject}" (reference ${reference}):` },
          { quote: answer },
          { paragraph: 'Your message was:' },
          { quote: request.message },
          // The e-mail carries Reply-To the support address: the conversation goes on here, not on the form (issue 40).
          { paragraph: 'Need more help, or is something still not right? Simply reply to this e-mail: your reply reaches our support team with this conversation.' },
        ],
        contact: settings.contact,
      },
    ),
  ];
}
