import { Button } from 'antd';
import { useId, useState } from 'react';

/**
 * SPEC §2/§5: e-mail only, required; submitting shows a thank-you and sends nothing.
 * A native input on purpose: antd's Input drags its form machinery into every page's first load.
 */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);
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
        <Button type="primary" htmlType="submit">
          Subscribe
        </Button>
      </div>
    </form>
  );
}
