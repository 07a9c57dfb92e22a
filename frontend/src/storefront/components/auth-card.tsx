import { useId, type ReactNode } from 'react';
import { NeedsJavaScript } from './needs-javascript';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypingBeforeHydration } from '../../lib/use-typing-before-hydration';
import { Button } from './button';
import type { AuthPage } from './auth-page';
import './auth-card.css';

interface AuthCardProps {
  /** The title, the failure that belongs to no one field (shown above the form), and whether it is sending. */
  page: AuthPage;
  subtitle: string;
  onSubmit: () => void;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
  /** The line under the card that leads to the other form. */
  switchLine: ReactNode;
}

/** The card the login and sign-up forms sit in: kente band, title, form-level alert, fields, submit. */
export function AuthCard({ page, subtitle, onSubmit, submitLabel, children, switchLine }: AuthCardProps) {
  const { title, formError, formRef, busy } = page;
  const titleId = useId();
  const hydrated = useHydrated();
  useTypingBeforeHydration(formRef);
  return (
    <div className="auth-page">
      <section className="surface auth-card" aria-labelledby={titleId}>
        <div className="auth-card__band" aria-hidden="true" />
        <div className="auth-card__body">
          <header>
            <h1 id={titleId} className="auth-card__title">
              {title}
            </h1>
            <p className="auth-card__subtitle">{subtitle}</p>
          </header>
          <FormAlert message={formError} />
          <form
            ref={formRef}
            className="auth-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) onSubmit();
            }}
          >
            {children}
            <NeedsJavaScript what="This form" />
            <Button variant="primary" type="submit" className="auth-form__submit" loading={busy} disabled={!hydrated}>
              {submitLabel}
            </Button>
          </form>
          <p className="auth-card__switch">{switchLine}</p>
        </div>
      </section>
    </div>
  );
}

/** A failure no one field owns, above the form it belongs to (nothing when there is none). */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  ) : null;
}
