import type { UserDto } from '../api/generated/model';

/** ?next= is only ever a path inside this shop: never another host ('//evil', '/\\evil') or the API. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith('/api/') || next === '/login' || next === '/signup' || next.startsWith('/login?') || next.startsWith('/signup?')) return null;
  return next;
}

const HOME_OF_ROLE: Partial<Record<UserDto['role'], string>> = { admin: '/admin', rider: '/rider' };

/** Where a fresh sign-in lands: the page that sent them here, else the console for admins, the round for riders, else home. */
export function afterSignInPath(next: string | null | undefined, user: Pick<UserDto, 'role'>): string {
  return safeNextPath(next) ?? HOME_OF_ROLE[user.role] ?? '/';
}

/** The link to the sibling page (login <-> sign-up) keeps the ?next= it was given. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/**
 * The Login link from the page a visitor is on: it brings them back there afterwards. The landing
 * page has nothing to come back to; from the auth pages the link keeps the ?next= they were given.
 */
export function loginLinkFrom(pathname: string, search = ''): string {
  if (pathname === '/') return '/login';
  if (pathname === '/login' || pathname === '/signup') return withNext('/login', new URLSearchParams(search).get('next'));
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}
