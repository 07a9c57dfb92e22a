import { thumbHashToDataURL } from 'thumbhash';
import { smallestImageSources, useDataSaver } from '../lib/data-saver';
import { PLACEHOLDER_IMAGE, productImageSources } from '../lib/product-images';
import './product-image.css';

interface ProductImageProps {
  /** The product's first image path, if any. */
  path: string | undefined;
  alt: string;
  /** The rendered width, for the browser to pick the smallest file that fits. */
  sizes: string;
  /** Above the fold (first row): load at once and first, it is likely the page's LCP. */
  eager?: boolean;
  className?: string;
  /** A product list's card: with data saver on, the smallest file, loaded only when scrolled near (ADR 021). */
  inList?: boolean;
}

/** A ThumbHash as a tiny PNG data URL (about 1 kB, made in the browser): the photo's colours, blurred. */
function placeholderUrl(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  try {
    const binary = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
    return thumbHashToDataURL(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined; // a damaged hash costs the wash, never the photo
  }
}

/**
 * A square product photo with fixed intrinsic size (no layout shift) and a placeholder when missing.
 * A photo comes as a <picture>: AVIF, else WebP, else the JPEG, each in the width that fits
 * `sizes`, over a colour wash of the photo while it loads on a slow network.
 */
export function ProductImage({ path, alt, sizes, eager: firstRow = false, className, inList = false }: ProductImageProps) {
  const saveData = useDataSaver() && inList;
  const listed = productImageSources(path);
  const sources = listed && saveData ? smallestImageSources(listed) : listed;
  const eager = firstRow && !saveData;
  const wash = placeholderUrl(sources?.placeholder);
  const image = (
    <img
      className={['product-image', className].filter(Boolean).join(' ')}
      src={sources?.src ?? PLACEHOLDER_IMAGE}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // Lowercase: React 18 does not know fetchPriority and would warn; the browser reads either.
      {...(eager ? { fetchpriority: 'high' } : {})}
      decoding="async"
      style={wash ? { backgroundImage: `url(${wash})`, backgroundSize: 'cover' } : undefined}
      alt={sources || !alt ? alt : `${alt} (no photo yet)`}
    />
  );
  if (!sources) return image;
  return (
    <picture className="product-picture">
      {sources.formats.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
