import { Button } from './button';
import { StatusPanel } from './status-panel';

/** The cart could not be read (cart and checkout pages): say so and offer a retry. */
export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel role="alert" title="We couldn't load your cart." text="Please check your connection and try again.">
      <Button variant="primary" onClick={onRetry}>
        Try Again
      </Button>
    </StatusPanel>
  );
}
