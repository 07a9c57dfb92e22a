import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: the shopper's browser keeps it and sends it as X-Chat-Token. */
export function newChatToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function chatTokenMatches(token: string | undefined, tokenHash: string): boolean {
  if (!token || token.length > 100) return false;
  return timingSafeEqual(Buffer.from(hashChatToken(token), 'hex'), Buffer.from(tokenHash, 'hex'));
}

/** Longest message either side may send. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** An answer the shopper's page has not read this long after it was written goes by e-mail/SMS. */
export const UNSEEN_ANSWER_AFTER_MS = 2 * 60 * 1000;
