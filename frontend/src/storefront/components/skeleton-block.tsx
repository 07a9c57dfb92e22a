import type { CSSProperties } from 'react';
import './skeleton-block.css';

type Shape = 'line' | 'title' | 'text' | 'button' | 'box';

/** A shimmering placeholder block, hidden from screen readers (the page announces 'Loading…'). */
export function SkeletonBlock({ shape = 'line', width, className, style }: { shape?: Shape; width?: string; className?: string; style?: CSSProperties }) {
  return <div aria-hidden="true" className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')} style={{ width, ...style }} />;
}
