import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { LoadingIcon } from '../../components/icons/loading';
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

/** The storefront's button: a native <button> (type="button" unless told), in the shop's colours. */
export function Button({ variant = 'default', size, block = false, loading = false, icon, className, type = 'button', onClick, children, ...props }: ButtonProps) {
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
    <button type={type} className={classes} aria-busy={loading || undefined} onClick={press} {...props}>
      {loading ? <LoadingIcon spin /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}
