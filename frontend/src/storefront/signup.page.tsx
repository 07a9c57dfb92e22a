import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useRegisterUser } from '../api/generated/endpoints/identity/identity';
import { errorBody, errorStatus } from '../lib/api-error';
import { withNext } from '../lib/auth-redirect';
import { AuthCard } from './components/auth-card';
import { AuthEmailField, AuthField } from './components/auth-field';
import { useAuthPage } from './components/auth-page';
import { personErrors } from '../lib/person-errors';

type FieldName = 'firstName' | 'lastName' | 'email' | 'password';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '' };
const MIN_PASSWORD = 8;

/** DECISIONS 'Identity and sessions': email, password (min 8), first and last name. */
function validate(values: Values): Errors {
  const errors: Errors = personErrors(values);
  if (!values.password) errors.password = 'Please choose a password';
  else if (values.password.length < MIN_PASSWORD) errors.password = `Password must be at least ${MIN_PASSWORD} characters`;
  return errors;
}

/** POST /api/auth/register creates a customer account and signs it in. */
export default function SignupPage() {
  const page = useAuthPage('Create an Account', EMPTY, useRegisterUser());
  // The address the server found taken: the 'Login instead' line stays while the field holds it.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const { values, field, busy } = page;
  const emailTaken = takenEmail !== null && takenEmail === values.email;

  if (page.leaveTo) return <Navigate to={page.leaveTo} replace />;

  const submit = () => {
    setTakenEmail(null);
    page.send(
      validate(values),
      { data: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), password: values.password } },
      (error) => {
        if (errorStatus(error) !== 409) return false;
        page.showFieldErrors({ email: errorBody(error)?.message || 'An account with this e-mail already exists' });
        setTakenEmail(values.email);
        return true;
      },
    );
  };

  return (
    <AuthCard
      page={page}
      subtitle="Follow your orders and get a home page made for you."
      onSubmit={submit}
      submitLabel={busy ? 'Creating account...' : 'Create Account'}
      switchLine={
        <>
          Already have an account? <Link to={withNext('/login', page.next)}>Login</Link>
        </>
      }
    >
      <div className="field-pair">
        <AuthField label="First name" name="firstName" autoComplete="given-name" maxLength={100} required {...field('firstName')} disabled={busy} />
        <AuthField label="Last name" name="lastName" autoComplete="family-name" maxLength={100} required {...field('lastName')} disabled={busy} />
      </div>
      <AuthEmailField {...field('email')} disabled={busy} />
      {emailTaken ? (
        <p className="field-hint">
          Is it yours? <Link to={withNext('/login', page.next)}>Login instead</Link>
        </p>
      ) : null}
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        maxLength={200}
        required
        revealable
        hint={`At least ${MIN_PASSWORD} characters, not a common password`}
        {...field('password')}
        disabled={busy}
      />
    </AuthCard>
  );
}
