import { useId, useState } from 'react';
// The submit button is a native <button> in LinkButton's look (first load: no antd Button).
import { useHydrated } from '../../lib/use-hydrated';
import { NeedsJavaScript } from '../components/needs-javascript';
import '../components/link-button.css';
import './newsletter-form.css';

/**
 * SPEC §2/§5: e-mail only, required; submitting shows a thank-you and sends nothing.
 * A native input and button on purpose: the footer is in every page's first load, and antd's Input
 * drags its form machinery into it, its Button ~20 kB (minified) of wave and motion code.
 */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);
  const hydrated = useHydrated();
  const inputId = useId();

  if (subscribed) {
    return (
      <p className="newsletter__thanks" role="status">
        Thank you for subscribing!
      </p>
    );
  }

  return (
    <form
      className="newsletter__form"
      onSubmit={(event) => {
        event.preventDefault();
        setSubscribed(true);
      }}
    >
      <label htmlFor={inputId} className="newsletter__label">
        Email address
      </label>
      <div className="newsletter__row">
        <input id={inputId} className="text-input" name="email" type="email" required autoComplete="email" placeholder="you@example.com" />
        <button type="submit" className="link-button link-button--primary newsletter__submit" disabled={!hydrated}>
          Subscribe
        </button>
      </div>
      <NeedsJavaScript what="Subscribing" />
    </form>
  );
}
