import type { CSSProperties } from 'react';
import './stars.css';

/** Five stars, `filled` of them gold, read out as `label`: the rating on cards, the product page and its reviews. */
export function Stars({ filled, label, className }: { filled: number; label: string; className?: string }) {
  return <span role="img" aria-label={label} className={className ? `stars ${className}` : 'stars'} style={{ '--stars-filled': filled } as CSSProperties} />;
}
