import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'outline' | 'light';

/** A router link that looks like a button (a link navigates, so it stays an <a>). */
export function LinkButton({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={['link-button', `link-button--${variant}`, className].filter(Boolean).join(' ')} />;
}
