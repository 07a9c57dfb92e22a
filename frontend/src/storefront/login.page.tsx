import { Button } from 'antd';
import { useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '../api/generated/endpoints/identity/identity';
import { errorBody, errorMessage, errorStatus } from '../lib/api-error';
import { afterSignInPath, withNext } from '../lib/auth-redirect';
import { useAuth } from '../lib/use-auth';
import { usePageTitle } from '../lib/use-page-title';
import { useSignedIn } from '../lib/use-signed-in';
import { AuthField, EMAIL_PATTERN, focusFirstInvalid } from './auth-field';
import './auth.css';

type FieldName = 'email' | 'password';
type Errors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['email', 'password'];

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Please enter your email address';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Please enter your password';
  return errors;
}

/** POST /api/auth/login; afterwards ?next=, else /admin for admins, else the signed-in home. */
export default function LoginPage() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user } = useAuth();
  const signedIn = useSignedIn();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Already signed in (or just signed in: the answer is now the current user): move on.
  if (user) return <Navigate to={afterSignInPath(next, user)} replace />;

  const submit = () => {
    const found = validate(email, password);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, FIELDS, found);
      return;
    }
    login.mutate(
      { data: { email: email.trim(), password } },
      {
        onSuccess: signedIn,
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 401) {
            setFormError('Invalid email or password');
            formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.select();
            return;
          }
          const fields = errorBody(error)?.fields ?? {};
          const fromServer: Errors = { email: fields.email?.[0], password: fields.password?.[0] };
          if (fromServer.email || fromServer.password) {
            setErrors(fromServer);
            focusFirstInvalid(formRef.current, FIELDS, fromServer);
          } else {
            setFormError(errorMessage(error));
          }
        },
      },
    );
  };

  const busy = login.isPending;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <div className="auth-card__band" aria-hidden="true" />
        <div className="auth-card__body">
          <header>
            <h1 id="login-title" className="auth-card__title">
              Login
            </h1>
            <p className="auth-card__subtitle">Welcome back! Sign in to see your orders.</p>
          </header>
          {formError ? (
            <p className="auth-alert" role="alert">
              {formError}
            </p>
          ) : null}
          <form
            ref={formRef}
            className="auth-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) submit();
            }}
          >
            <AuthField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={255}
              required
              value={email}
              error={errors.email}
              disabled={busy}
              onChange={(event) => {
                setEmail(event.target.value);
                if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            <AuthField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={200}
              required
              revealable
              value={password}
              error={errors.password}
              disabled={busy}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
              }}
            />
            <Button type="primary" htmlType="submit" className="auth-form__submit" loading={busy}>
              {busy ? 'Signing in...' : 'Login'}
            </Button>
          </form>
          <p className="auth-card__switch">
            New to Kente &amp; Co.? <Link to={withNext('/signup', next)}>Create an account</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
