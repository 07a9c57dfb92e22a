import { useEffect, useRef, useState } from 'react';
import { smallestImageSources, useDataSaver } from '../lib/data-saver';
import { useNearViewport } from '../lib/use-near-viewport';
import { useOnline } from '../lib/use-online';
import { whenIdle } from '../lib/when-idle';
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

/** A ThumbHash as stored in a photo's path (base64url) to its bytes; none for a damaged one. */
function hashBytes(hash: string): Uint8Array {
  try {
    const binary = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/**
 * The photo's average colour, read from its ThumbHash's first three bytes (the DC term in LPQ
 * colour space, as thumbhash's own `thumbHashToAverageRGBA` reads it; written out here so a card
 * does not bring the whole decoder): cheap enough for every card, so the server writes it into the
 * page and the box has the photo's colour before any script runs.
 */
function averageColour(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  const bytes = hashBytes(hash);
  if (bytes.length < 5) return undefined; // a damaged hash costs the colour, never the photo
  const header = bytes[0] | (bytes[1] << 8) | (bytes[2] << 16);
  const l = (header & 63) / 63;
  const p = ((header >> 6) & 63) / 31.5 - 1;
  const q = ((header >> 12) & 63) / 31.5 - 1;
  const b = l - (2 / 3) * p;
  const r = (3 * l - b + q) / 2;
  const channel = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 255);
  return `rgb(${channel(r)} ${channel(r - q)} ${channel(b)})`;
}

/*
 * The blurred wash (a PNG made in the browser, a few milliseconds a photo on a slow phone) is made
 * only for a photo still loading once the page is running, one at a time when the browser is idle:
 * a photo already shown never needs it, and a page of cards must not block the shopper's first tap.
 * A photo further down the page waits until it nears the screen: made at start for every card of
 * a list, the washes were 10-30 ms tasks each on a fast machine, right after the app took over.
 * ThumbHash's full decoder (about 1 kB gzip) is fetched only then.
 */
const WASH_MARGIN = '100% 0px';
const WASH_IDLE_TIMEOUT_MS = 2000;
let thumbhashDecoder: Promise<typeof import('thumbhash')> | undefined;

function useWashWhileLoading(hash: string | undefined, image: React.RefObject<HTMLImageElement>): string | undefined {
  const [url, setUrl] = useState<{ hash: string; url: string }>();
  const near = useNearViewport(image, WASH_MARGIN);
  useEffect(() => {
    const photo = image.current;
    if (!hash || !near || !photo || photo.complete) return undefined;
    let wanted = true;
    const loaded = () => {
      wanted = false;
    };
    photo.addEventListener('load', loaded, { once: true });
    const cancelWash = whenIdle(() => {
      if (!wanted) return;
      (thumbhashDecoder ??= import('thumbhash'))
        .then(({ thumbHashToDataURL }) =>
          // Idle again: every card waiting on the decoder's download would otherwise make its wash in one long task.
          whenIdle(() => {
            try {
              if (wanted) setUrl({ hash, url: thumbHashToDataURL(hashBytes(hash)) });
            } catch {
              // a damaged hash costs the wash, never the photo
            }
          }, WASH_IDLE_TIMEOUT_MS),
        )
        .catch(() => {
          // a failed download costs the wash, never the photo
        });
    }, WASH_IDLE_TIMEOUT_MS);
    return () => {
      wanted = false;
      cancelWash();
      photo.removeEventListener('load', loaded);
    };
  }, [hash, image, near]);
  return hash && url?.hash === hash ? url.url : undefined;
}

/**
 * A square product photo with fixed intrinsic size (no layout shift) and a placeholder when missing.
 * A photo comes as a <picture>: AVIF, else WebP, else the JPEG, each in the width that fits
 * `sizes`, over the photo's colour (and, while it is still loading, its blurred wash) on a slow network.
 */
export function ProductImage({ path, alt, sizes, eager: firstRow = false, className, inList = false }: ProductImageProps) {
  const saveData = useDataSaver() && inList;
  // A photo that could not come (offline, and never kept on the device) shows the shop's drawing,
  // not the browser's broken image: asked for again once the connection is back.
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (online) setFailed(false);
  }, [online]);
  const listed = failed ? null : productImageSources(path);
  const photo = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A photo of the server's page may have failed before the app took it over, its error unheard.
    const image = photo.current;
    if (path && !failed && image?.complete && image.naturalWidth === 0) setFailed(true);
  }, [path, failed]);
  const sources = listed && saveData ? smallestImageSources(listed) : listed;
  const eager = firstRow && !saveData;
  const wash = useWashWhileLoading(sources?.placeholder, photo);
  const colour = averageColour(sources?.placeholder);
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
      ref={photo}
      style={colour || wash ? { backgroundColor: colour, backgroundImage: wash && `url(${wash})` } : undefined}
      alt={sources || failed || !alt ? alt : `${alt} (no photo yet)`}
      onError={sources ? () => setFailed(true) : undefined}
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
