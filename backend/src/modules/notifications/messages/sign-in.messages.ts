import { MessageDraft } from '../domain/message-draft';
import { MessageSettings, smsDraft } from './drafts';

/** Minutes a sign-in code works (ADR 059). */
export const SIGN_IN_CODE_MINUTES = 10;

/**
 * The code, by SMS only: it is the key to the account, so it goes nowhere else. `attempt` keeps two
 * requests for the same number apart in the outbox (each is a new code).
 */
export function signInCodeMessages(phone: string, code: string, attempt: string, settings: MessageSettings): MessageDraft[] {
  return [
    smsDraft(
      { dedupKey: `sign-in:${phone}:${attempt}`, kind: 'sign-in-code', audience: 'shopper', reference: null, orderId: null },
      phone,
      `Kente & Co: your sign-in code is ${code}. It works for ${SIGN_IN_CODE_MINUTES} minutes. Never share it: we never ask for it by phone.`,
      settings.smsCountries,
    ),
  ];
}
