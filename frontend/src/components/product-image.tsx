import { PLACEHOLDER_IMAGE, productImageSources } from '../lib/product-images';
import './product-image.css';

interface ProductImageProps {
  /** The product's first image path, if any. */
  path: string | undefined;
  alt: string;
  /** The rendered width, for the browser to pick the 300px or 600px file. */
  sizes: string;
  /** Above the fold (first row): load at once and first, it is likely the page's LCP. */
  eager?: boolean;
  className?: string;
}

/** A square product photo with fixed intrinsic size (no layout shift) and a placeholder when missing. */
export function ProductImage({ path, alt, sizes, eager = false, className }: ProductImageProps) {
  const sources = productImageSources(path);
  return (
    <img
      className={['product-image', className].filter(Boolean).join(' ')}
      src={sources?.src ?? PLACEHOLDER_IMAGE}
      srcSet={sources?.srcSet}
      sizes={sources?.srcSet ? sizes : undefined}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // Lowercase: React 18 does not know fetchPriority and would warn; the browser reads either.
      {...(eager ? { fetchpriority: 'high' } : {})}
      decoding="async"
      alt={sources || !alt ? alt : `${alt} (no photo yet)`}
    />
  );
}
