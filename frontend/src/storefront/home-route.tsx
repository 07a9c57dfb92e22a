import { lazy } from 'react';
import { PageLoading } from './layout/site-layout';
import { useAuth } from '../lib/use-auth';

/*
 * SPEC §2: '/' is the landing page for visitors and a personal home page for signed-in users.
 * Most visitors are anonymous, so the landing chunk starts downloading at once, alongside the
 * current-user call, instead of after it.
 */
const landingChunk = import('./landing.page');
const LandingPage = lazy(() => landingChunk);
const HomePage = lazy(() => import('./home.page'));

export default function HomeRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}
