import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/use-auth';
import NotFoundPage from '../storefront/not-found.page';
import { RiderRound } from './rider-round';
import './rider.css';

/**
 * /rider: the signed-in rider's round and nothing else. A visitor goes to sign in and comes back;
 * for anyone signed in who is not a rider the route does not exist (404), as /admin does.
 */
export default function RiderPage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const anonymous = !isLoading && !user;

  useEffect(() => {
    if (anonymous) navigate('/login?next=%2Frider', { replace: true });
  }, [anonymous, navigate]);

  if (!user) return <p className="container page rider-page__loading" role="status">Loading your deliveries…</p>;
  if (user.role !== 'rider') return <NotFoundPage />;
  return <RiderRound />;
}
