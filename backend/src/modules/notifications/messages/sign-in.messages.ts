import { MessageDraft } from '../domain/message-draft';
import { MessageSettings, phoneDraft } from './drafts';

/** Minutes a sign-in code works (ADR 059). */
export const SIGN_IN_CODE_MINUTES = 10;

/**
 * The code, to the phone only (by SMS, or WhatsApp's authentication template when asked): it is the key to the account, so it goes nowhere else. `attempt` keeps two
 * requests for the same number apart in the outbox (each is a new code).
 */
export function signInCodeMessages(phone: string, code: string, attempt: string, settings: MessageSettings, via: 'sms' | 'whatsapp' = 'sms'): MessageDraft[] {
  return [
    phoneDraft(
      // The SMS key stays as it was; a WhatsApp code and its SMS fallback are told apart by the suffix.
      { dedupKey: (channel) => (channel === 'sms' ? `sign-in:${phone}:${attempt}` : `sign-in:${phone}:${attempt}:whatsapp`), kind: 'sign-in-code', audience: 'shopper', reference: null, orderId: null },
      phone,
      `Kente & Co: your sign-in code is ${code}. It works for ${SIGN_IN_CODE_MINUTES} minutes. Never share it: we never ask for it by phone.`,
      { via, parameters: [code], codeButton: code },
      settings,
    ),
  ];
}
