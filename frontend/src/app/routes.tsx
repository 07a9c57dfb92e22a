import { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../storefront/layout/site-layout';

/*
 * Every screen is its own lazy chunk: a shopper's first load is the shell plus one page, and the
 * admin and supplier screens live in chunks only their users ever download (STYLE rule 9).
 */
// '/' picks the landing page (visitors) or the signed-in home once the current user is known.
const HomeRoute = lazy(() => import('../storefront/home-route'));
const LoginPage = lazy(() => import('../storefront/login.page'));
const SignupPage = lazy(() => import('../storefront/signup.page'));
const PhoneLoginPage = lazy(() => import('../storefront/phone-login.page'));
const ProductListPage = lazy(() => import('../storefront/product-list.page'));
const ProductDetailPage = lazy(() => import('../storefront/product-detail.page'));
const CartPage = lazy(() => import('../storefront/cart.page'));
// A cart reminder's link (ADR 071).
const CartReturnPage = lazy(() => import('../storefront/cart-return.page'));
const CheckoutPage = lazy(() => import('../storefront/checkout.page'));
const TrackPage = lazy(() => import('../storefront/track.page'));
const ConfirmOrderPage = lazy(() => import('../storefront/confirm-order.page'));
// TEST MODE only: the built-in test provider's payment page.
const TestPaymentPage = lazy(() => import('../storefront/test-payment.page'));
const SupportPage = lazy(() => import('../storefront/support.page'));
const AboutPage = lazy(() => import('../storefront/about.page'));
// /privacy, /terms, /shipping, /returns: one page reading its text by the path.
const PolicyPage = lazy(() => import('../storefront/policy.page'));
// A signed-in customer's ways of signing in.
const AccountPage = lazy(() => import('../storefront/account.page'));
const NotFoundPage = lazy(() => import('../storefront/not-found.page'));
/*
 * The staff screens toast through antd's App and its useApp hook; it comes in with them, through
 * app/staff-pages.ts, so the storefront's first load never carries antd's Modal and form code, nor
 * the names of the staff pages' files.
 */
type StaffPages = typeof import('./staff-pages');
function staffPage(load: (pages: StaffPages) => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const pages = await import('./staff-pages');
    return { default: pages.withAntApp((await load(pages)).default) };
  });
}
// Admins only: the page checks the user first and only then loads the console's own chunks.
const AdminPage = staffPage((pages) => pages.adminPage());
// Riders only: their round of the day.
const RiderPage = staffPage((pages) => pages.riderPage());
// The supplier screens bring their own bilingual frame, antd's App included.
const SupplierLayout = lazy(() => import('../supplier/supplier-layout'));
const SupplierLoginPage = lazy(() => import('../supplier/supplier-login.page'));
const SupplierDashboardPage = lazy(() => import('../supplier/supplier-dashboard.page'));

/** SPEC §2 route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="login/phone" element={<PhoneLoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="products" element={<ProductListPage />} />
        <Route path="products/:id" element={<ProductDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="cart/return/:token" element={<CartReturnPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="track" element={<TrackPage />} />
        <Route path="confirm-order/:token" element={<ConfirmOrderPage />} />
        <Route path="test-payment/:id" element={<TestPaymentPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="about" element={<AboutPage />} />
        {['privacy', 'terms', 'shipping', 'returns'].map((slug) => (
          <Route key={slug} path={slug} element={<PolicyPage />} />
        ))}
        <Route path="admin" element={<AdminPage />} />
        <Route path="rider" element={<RiderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <Suspense fallback={null}>
            <SupplierLayout />
          </Suspense>
        }
      >
        <Route path="supplier-login" element={<SupplierLoginPage />} />
        <Route path="supplier-dashboard" element={<SupplierDashboardPage />} />
      </Route>
    </Routes>
  );
}
