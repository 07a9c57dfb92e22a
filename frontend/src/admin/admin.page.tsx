import { Suspense, lazy, useEffect } from 'react';
import { LinkButton } from '../components/link-button';
import { PageHeader } from '../components/page-header';
import { SERVER_LOGOUT_PATH } from '../lib/browser-location';
import { useAuth } from '../lib/use-auth';
import { useUnauthorizedRedirect } from './admin-errors';
import { AdminSkeleton } from './admin-skeleton';
import './admin.css';

// The console (tables, forms, tabs) is only downloaded once the user is known to be an admin.
const AdminConsole = lazy(() => import('./admin-console'));

/**
 * /admin for admins only (DECISIONS 'Identity and sessions'): a visitor gets SPEC §6's
 * 'Unauthorized' toast and goes to sign in after 500 ms; a signed-in customer gets 'Admins only'.
 */
export default function AdminPage() {
  const { user, isAdmin, isLoading } = useAuth();
  const signInAgain = useUnauthorizedRedirect();
  const anonymous = !isLoading && !user;

  useEffect(() => {
    if (anonymous) signInAgain();
  }, [anonymous, signInAgain]);

  if (!user) return <AdminSkeleton />;
  if (!isAdmin) return <AdminsOnly email={user.email} />;
  return (
    <Suspense fallback={<AdminSkeleton />}>
      <AdminConsole user={user} />
    </Suspense>
  );
}

function AdminsOnly({ email }: { email: string }) {
  return (
    <div className="container page admin-denied">
      <PageHeader title="Admins only" subtitle={`The admin dashboard is for store staff. You are signed in as ${email}.`} />
      <div className="admin-denied__actions">
        <LinkButton to="/">Back to the shop</LinkButton>
        <a href={SERVER_LOGOUT_PATH} className="link-button link-button--outline">
          Logout
        </a>
      </div>
    </div>
  );
}
