import './site-header.css';

/**
 * Holds the Login link's place until the current user is known, so the header neither jumps nor
 * offers a signed-in user 'Login' for a moment. In the main chunk: it is the lazy header's fallback.
 */
export function AccountPlaceholder() {
  return <span className="header-action account-placeholder" aria-hidden="true" />;
}
