import { SkeletonBlock } from '../components/skeleton-block';

export function CheckoutSkeleton() {
  return (
    <div className="with-aside checkout-layout" aria-busy="true">
      <span className="sr-only" role="status">
        Loading checkout…
      </span>
      <SkeletonBlock shape="text" style={{ height: 420 }} />
      <SkeletonBlock shape="text" style={{ height: 300 }} />
    </div>
  );
}
