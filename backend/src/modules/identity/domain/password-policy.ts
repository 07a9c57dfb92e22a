import { dictionary } from '@zxcvbn-ts/language-common';

/** Registration, ADMIN_PASSWORD and the create-admin script all ask for at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The ~49,000 most used passwords of the leaked-password corpora zxcvbn-ts ships (MIT, bundled in
 * the package, nothing fetched), lower-cased. Built once when the server starts: about 60 ms and a
 * few MB of heap, then a lookup per registration costs nothing.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((password) => comparable(password)));

/** Case and surrounding spaces do not make a leaked password any harder to guess. */
function comparable(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/**
 * Why this password may not be used, as the end of a sentence whose subject the caller names
 * ('Password', 'ADMIN_PASSWORD'), or null when it may. OWASP ASVS 6.2.4 and 6.2.11: refuse the
 * most common passwords and ones made of the account's own e-mail address.
 */
export function passwordWeakness(password: string, email?: string | null): string | null {
  const candidate = comparable(password);
  if (COMMON_PASSWORDS.has(candidate)) return 'is too common: it is on lists of leaked passwords, please choose another';
  const address = email ? comparable(email) : '';
  const at = address.lastIndexOf('@');
  if (address && (candidate === address || (at > 0 && candidate === address.slice(0, at)))) return 'must not be your e-mail address';
  return null;
}

export const commonPasswordCount = (): number => COMMON_PASSWORDS.size;
