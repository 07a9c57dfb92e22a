/** E-mails are unique case-insensitively: stored and looked up trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
