import { Suspense, lazy, useEffect } from 'react';
import { useAuth } from '../lib/use-auth';
import NotFoundPage from '../storefront/not-found.page';
import { useUnauthorizedRedirect } from './admin-errors';
import { AdminSkeleton } from './admin-skeleton';
import './admin.css';

// The console (tables, forms, tabs) is only downloaded once the user is known to be an admin.
const AdminConsole = lazy(() => import('./admin-console'));

/**
 * /admin for admins only (DECISIONS 'Identity and sessions'): a visitor gets SPEC §6's
 * 'Unauthorized' toast and goes to sign in after 500 ms; for a signed-in customer the route does
 * not exist, so it is the 404 page.
 */
export default function AdminPage() {
  const { user, isAdmin, isLoading } = useAuth();
  const signInAgain = useUnauthorizedRedirect();
  const anonymous = !isLoading && !user;

  useEffect(() => {
    if (anonymous) signInAgain();
  }, [anonymous, signInAgain]);

  if (!user) return <AdminSkeleton />;
  if (!isAdmin) return <NotFoundPage />;
  return (
    <Suspense fallback={<AdminSkeleton />}>
      <AdminConsole user={user} />
    </Suspense>
  );
}

