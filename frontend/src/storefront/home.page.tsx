import { formatCedis } from '@shop/rules';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import { useListMyOrders } from '../api/generated/endpoints/ordering/ordering';
import type { OrderDto } from '../api/generated/model';
import { FeaturedProductCard } from './components/featured-product-card';
import { IconPointList } from '../components/icon-point-list';
import { LinkButton } from './components/link-button';
import { FeaturedGridSkeleton } from './components/product-card-skeleton';
import { TitledSection } from './components/titled-section';
import { formatGhanaDate } from '../lib/ghana-time';
import { STATUS_LABELS, statusTone } from '../lib/order-progress';
import { greetingName, useAuth } from '../lib/use-auth';
import { usePageTitle } from '../lib/use-page-title';
import { CustomerServiceIcon } from './icons/customer-service';
import { EnvironmentIcon } from './icons/environment';
import { ShoppingCartIcon } from '../components/icons/shopping-cart';
import { ShoppingIcon } from '../components/icons/shopping';
import { Button } from './components/button';
import { BuyAgainButton } from './components/buy-again';
import { SavedItemsSection } from './components/saved-items-section';
import './home.css';

// Its own chunk (with checkout's fields and the addresses client), fetched as the page shows: the
// page's list of chunks, which the first page's code carries, stays as it was (ADR 060, 064).
const SavedAddresses = lazy(() => import('./components/saved-addresses').then((module) => ({ default: module.SavedAddresses })));

const RECENT_ORDERS = 3; // SPEC §9
const FEATURED_LIMIT = 4; // SPEC §9

const QUICK_ACTIONS = [
  { to: '/products', title: 'Browse Products', text: 'New arrivals and classics', icon: <ShoppingIcon /> },
  { to: '/cart', title: 'View Cart', text: 'Pick up where you left off', icon: <ShoppingCartIcon /> },
  { to: '/track', title: 'Track Order', text: 'See where your parcel is', icon: <EnvironmentIcon /> },
  { to: '/support', title: 'Customer Support', text: 'We reply within 24 hours', icon: <CustomerServiceIcon /> },
] as const;

/** SPEC §4 badge colours: delivered green, processing blue, shipped purple, anything else neutral. */
export function HomeOrderBadge({ status }: { status: OrderDto['orderStatus'] }) {
  return <span className={`home-badge home-badge--${statusTone(status)}`}>{STATUS_LABELS[status] ?? status}</span>;
}

function QuickActions() {
  return (
    <TitledSection className="surface home-card" title="Quick Actions" titleClassName="home-card__title">
      <IconPointList points={QUICK_ACTIONS} className="quick-actions" block="quick-action" />
    </TitledSection>
  );
}

function RecentOrders() {
  const query = useListMyOrders({ query: { retry: false } });
  const orders = (query.data?.data ?? []).slice(0, RECENT_ORDERS);

  let body;
  if (query.isPending) {
    body = (
      <ul className="recent-orders divided-list" aria-busy="true">
        {Array.from({ length: RECENT_ORDERS }, (_, index) => (
          <li key={index} className="recent-order recent-order--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  } else if (query.isError) {
    body = (
      <div className="home-card__empty" role="alert">
        <p>Your orders could not be loaded right now.</p>
        <Button onClick={() => void query.refetch()}>Try Again</Button>
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <div className="home-card__empty">
        <p className="home-card__empty-title">No orders yet</p>
        <p className="home-card__empty-text">Your orders will appear here once you check out.</p>
        <LinkButton to="/products">Start Shopping</LinkButton>
      </div>
    );
  } else {
    body = (
      <ul className="recent-orders divided-list">
        {orders.map((order) => (
          <li key={order.id} className="recent-order">
            <div className="recent-order__main">
              <Link to={`/track?order=${encodeURIComponent(order.orderNumber)}`} className="recent-order__number">
                {order.orderNumber}
              </Link>
              <span className="recent-order__date">
                <time dateTime={order.createdAt}>{formatGhanaDate(order.createdAt)}</time>
              </span>
            </div>
            <div className="recent-order__side">
              <span className="recent-order__total">{formatCedis(order.total)}</span>
              <HomeOrderBadge status={order.orderStatus} />
            </div>
            <BuyAgainButton orderId={order.id} orderNumber={order.orderNumber} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledSection className="surface home-card" title="Recent Orders" titleClassName="home-card__title">
      {body}
    </TitledSection>
  );
}

function FeaturedForYou() {
  const query = useListProducts({ featured: true, limit: FEATURED_LIMIT });
  const products = (query.data?.data ?? []).slice(0, FEATURED_LIMIT);
  if (!query.isPending && (query.isError || products.length === 0)) return null;
  return (
    <section className="container section home-featured" aria-labelledby="featured-for-you-title">
      <div className="home-featured__header">
        <h2 id="featured-for-you-title" className="section__title">
          Featured For You
        </h2>
        <Link to="/products" className="home-featured__all">
          View all products →
        </Link>
      </div>
      {query.isPending ? (
        <FeaturedGridSkeleton count={FEATURED_LIMIT} className="home-featured__grid" />
      ) : (
        <ul className="column-grid featured-grid home-featured__grid">
          {products.map((product) => (
            <li key={product.id}>
              <FeaturedProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC §2 "Home page (signed-in users)". */
export default function HomePage() {
  usePageTitle('My Home');
  const { user } = useAuth();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <h1 id="home-title" className="home-hero__title">
            {/* A new account's first visit is no return (issue 40): the server says which session that is. */}
            {user?.newAccount ? 'Welcome' : 'Welcome back'}, {greetingName(user, 'Valued Customer')}!
          </h1>
          <p className="home-hero__lead">New pieces from Ghanaian weavers and tailors are waiting for you.</p>
          {/* An account made by an SMS code has no name until one is given. */}
          {user && user.role === 'customer' && !user.firstName ? (
            <p className="home-hero__lead">
              <Link to="/account" className="home-hero__link">
                Add your name
              </Link>{' '}
              and we will greet you by it.
            </p>
          ) : null}
          <div className="hero__actions">
            <LinkButton to="/products">Shop Now</LinkButton>
            <LinkButton to="/track" variant="light">
              Track Your Orders
            </LinkButton>
          </div>
        </div>
      </section>
      <div className="container home-grid">
        <QuickActions />
        <RecentOrders />
        <Suspense fallback={<div className="surface home-card saved-addresses-loading" aria-busy="true" />}>
          <SavedAddresses />
        </Suspense>
      </div>
      <div className="container">
        <SavedItemsSection />
      </div>
      <FeaturedForYou />
    </div>
  );
}
