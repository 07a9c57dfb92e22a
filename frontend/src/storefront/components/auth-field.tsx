import { useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { FieldNotes, fieldNoteIds } from '../../components/field-notes';
import { errorMessage, fieldErrors } from '../../lib/api-error';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { useHydrated } from '../../lib/use-hydrated';
import './auth-field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

interface AuthFieldProps extends InputProps {
  label: string;
  error?: string;
  /** A line under the input that stays while the field is valid (e.g. 'At least 8 characters'). */
  hint?: string;
  /** Password fields get a Show/Hide button (typing a password on a phone is error-prone). */
  revealable?: boolean;
}

/** One labelled input of the login and sign-up forms, with its error read out with the field. */
export function AuthField({ label, error, hint, revealable = false, type = 'text', ...input }: AuthFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hydrated = useHydrated();
  const describedBy = fieldNoteIds(id, hint, error);
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <div className="auth-field__control">
        <input
          {...input}
          id={id}
          type={revealable && revealed ? 'text' : type}
          className="text-input auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {revealable ? (
          <button type="button" className="auth-field__reveal" aria-pressed={revealed} onClick={() => setRevealed((current) => !current)} disabled={!hydrated}>
            {revealed ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The account e-mail as login and sign-up both ask for it (255 characters, as the server accepts). */
export function AuthEmailField(props: Omit<AuthFieldProps, 'label' | 'name' | 'type'>) {
  return <AuthField label="Email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={255} required {...props} />;
}

/**
 * The state of a login or sign-up form: its values, and messages beside their fields (the first at
 * fault focused) or, for a failure no field owns, one line above the form.
 */
export function useAuthForm<F extends string>(empty: Record<F, string>) {
  const fields = Object.keys(empty) as F[];
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** A field's value, its error, and typing in it (which clears the error). */
  const field = (name: F) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Shows these field errors (none clears them); true when there were any. */
  const showFieldErrors = (found: Partial<Record<F, string>>): boolean => {
    setErrors(found);
    const any = Object.keys(found).length > 0;
    if (any) focusFirstInvalid(formRef.current, fields, found);
    return any;
  };

  /** A 400's messages go beside their fields; any other failure above the form. */
  const showServerError = (error: unknown) => {
    const sent = fieldErrors(error);
    const fromServer: Partial<Record<F, string>> = {};
    for (const name of fields) if (sent[name]) fromServer[name] = sent[name];
    if (!showFieldErrors(fromServer)) setFormError(errorMessage(error));
  };

  return { formRef, values, field, formError, setFormError, showFieldErrors, showServerError };
}
