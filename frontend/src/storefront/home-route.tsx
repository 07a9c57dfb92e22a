import { lazy, memo } from 'react';
import { PageLoading } from './layout/site-layout';
import { useAuth } from '../lib/use-auth';

/*
 * SPEC §2: '/' is the landing page for visitors and a personal home page for signed-in users.
 * Most visitors are anonymous, so the landing chunk starts downloading at once, alongside the
 * current-user call, instead of after it.
 */
const landingChunk = import('./landing.page');
// Memoized: the route re-renders when the current user's query or the page's takeover changes,
// which must not re-render the whole page below it (the landing page's cards, in one task).
const LandingPage = memo(lazy(() => landingChunk));
const HomePage = memo(lazy(() => import('./home.page')));

export default function HomeRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}
