import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { LoadingIcon } from '../icons/loading';
import { useHydrated } from '../../lib/use-hydrated';
import './button.css';

type Variant = 'primary' | 'default' | 'text' | 'link';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: 'large';
  /** As wide as its container. */
  block?: boolean;
  /** Busy: a spinner in the icon's place, and a press does nothing (the button keeps its focus). */
  loading?: boolean;
  icon?: ReactNode;
};

/**
 * The storefront's button: a native <button> (type="button" unless told), in the shop's colours.
 * A type="button" one does something only through script, so it is off until the app has taken
 * the server's page over: a tap before that would do nothing and be lost.
 */
export function Button({ variant = 'default', size, block = false, loading = false, icon, className, type = 'button', onClick, children, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const classes = ['button', `button--${variant}`, size ? `button--${size}` : '', block ? 'button--block' : '', loading ? 'button--loading' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // A busy button neither submits its form again nor repeats its action.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} onClick={press} disabled={disabled || (type === 'button' && !hydrated)} {...props}>
      {loading ? <LoadingIcon spin /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}
