import './icon.css';

export interface IconProps {
  className?: string;
  /** Turns for ever (a busy state). */
  spin?: boolean;
  /** Icons are decoration beside a text or a labelled control: always hidden from assistive technology. */
  'aria-hidden'?: true | 'true';
}

/**
 * A 1em inline SVG in the text's colour: one small module per icon (this folder), so a chunk
 * carries only the icons it draws and the storefront needs no icon library (issue 15).
 * The shapes are Ant Design's outlines (MIT), which the admin console keeps drawing.
 */
export function Icon({ className, spin, viewBox = '64 64 896 896', d }: Omit<IconProps, 'aria-hidden'> & { viewBox?: string; d: string | string[] }) {
  const classes = ['icon', spin ? 'icon--spin' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox={viewBox} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      {typeof d === 'string' ? <path d={d} /> : d.map((path) => <path key={path} d={path} />)}
    </svg>
  );
}
