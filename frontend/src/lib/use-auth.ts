import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import type { UserDto } from '../api/generated/model';
import { useHydrated } from './use-hydrated';

export interface Auth {
  /** The signed-in user, or null for a visitor. */
  user: UserDto | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** True only until the first answer of GET /api/auth/user. */
  isLoading: boolean;
}

/*
 * SPEC §4 "Authentication": signed in when the current-user call returns data, otherwise anonymous.
 * A visitor's 401 is an answer, not a failure: never retried, and not asked again each time another
 * component mounts (retryOnMount). Sign-in and sign-up put the user into this query's cache.
 */
const CURRENT_USER_QUERY = { retry: false, retryOnMount: false, staleTime: Infinity, refetchOnWindowFocus: false } as const;

export function useAuth(): Auth {
  const query = useGetCurrentUser({ query: CURRENT_USER_QUERY });
  // The server renders a signed-in visitor's page without their account (it knows only "nobody"):
  // while the browser takes that page over, a user it has since fetched still reads as loading,
  // so a part that hydrates late matches the server's HTML (ADR 022).
  const hydrated = useHydrated();
  const user = (hydrated ? query.data?.data : undefined) ?? null;
  return { user, isAuthenticated: user !== null, isAdmin: user?.role === 'admin', isLoading: query.isPending || (!hydrated && query.isSuccess) };
}

/** The name to greet a user by: their first name, else the fallback SPEC gives for the screen. */
export function greetingName(user: Pick<UserDto, 'firstName'> | null, fallback: string): string {
  return user?.firstName?.trim() || fallback;
}
