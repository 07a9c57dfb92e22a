import { useEffect, useState } from 'react';
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

/*
 * ThumbHash's decoder (about 1 kB gzip) is fetched the first time a page shows an uploaded photo,
 * not with every first load (the demo catalog's photos have no hash): the wash follows in a moment,
 * still well before the photo on a slow network.
 */
let thumbhash: Promise<typeof import('thumbhash')> | undefined;

/** A ThumbHash as a tiny PNG data URL (about 1 kB, made in the browser): the photo's colours, blurred. */
function usePlaceholderUrl(hash: string | undefined): string | undefined {
  const [url, setUrl] = useState<{ hash: string; url: string }>();
  useEffect(() => {
    if (!hash) return undefined;
    let current = true;
    (thumbhash ??= import('thumbhash'))
      .then(({ thumbHashToDataURL }) => {
        const binary = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
        const made = thumbHashToDataURL(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
        if (current) setUrl({ hash, url: made });
      })
      .catch(() => {
        // a damaged hash (or a failed download) costs the wash, never the photo
      });
    return () => {
      current = false;
    };
  }, [hash]);
  return hash && url?.hash === hash ? url.url : undefined;
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
  const wash = usePlaceholderUrl(sources?.placeholder);
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
