import './kente-pattern.css';

/** Which woven pattern a decorative panel shows (pure CSS gradients, see kente-pattern.css). */
export type KentePattern = 'royal' | 'forest' | 'sunset';

/** A decorative block of kente-like weave: no image download, hidden from assistive tech. */
export function KentePanel({ pattern, className }: { pattern: KentePattern; className?: string }) {
  return <div className={['kente-panel', `kente-panel--${pattern}`, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
