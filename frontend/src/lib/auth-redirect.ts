import type { UserDto } from '../api/generated/model';

/** ?next= is only ever a path inside this shop: never another host ('//evil', '/\\evil') or the API. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith('/api/') || next === '/login' || next === '/signup' || next.startsWith('/login?') || next.startsWith('/signup?')) return null;
  return next;
}

/** Where a fresh sign-in lands: the page that sent them here, else the console for admins, else home. */
export function afterSignInPath(next: string | null | undefined, user: Pick<UserDto, 'role'>): string {
  return safeNextPath(next) ?? (user.role === 'admin' ? '/admin' : '/');
}

/** The link to the sibling page (login <-> sign-up) keeps the ?next= it was given. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}
