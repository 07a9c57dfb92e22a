import { Link, type LinkProps } from 'react-router-dom';
import './link-button.css';

type Variant = 'primary' | 'outline' | 'light';

/**
 * A router link that looks like a button (a link navigates, so it stays an <a>). A disabled one
 * keeps its place and its name but goes nowhere: an <a> without href, marked aria-disabled, as a
 * link has no disabled attribute.
 */
export function LinkButton({ variant = 'primary', className, disabled = false, ...props }: LinkProps & { variant?: Variant; disabled?: boolean }) {
  const classes = ['link-button', `link-button--${variant}`, className].filter(Boolean).join(' ');
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" aria-describedby={props['aria-describedby']} className={classes}>
        {props.children}
      </a>
    );
  }
  return <Link {...props} className={classes} />;
}
