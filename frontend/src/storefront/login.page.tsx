import { Link, Navigate } from 'react-router-dom';
import { useLogin } from '../api/generated/endpoints/identity/identity';
import { errorBody, errorStatus } from '../lib/api-error';
import { withNext } from '../lib/auth-redirect';
import { AuthCard } from './components/auth-card';
import { AuthEmailField, AuthField } from './components/auth-field';
import { useAuthPage } from './components/auth-page';
import { emailError } from '../lib/person-errors';

type FieldName = 'email' | 'password';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;
const EMPTY: Values = { email: '', password: '' };

function validate({ email, password }: Values): Errors {
  const errors: Errors = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = 'Please enter your password';
  return errors;
}

/** POST /api/auth/login; afterwards ?next=, else /admin for admins, else the signed-in home. */
export default function LoginPage() {
  const page = useAuthPage('Login', EMPTY, useLogin());
  const { values, field, busy } = page;

  // Already signed in (or just signed in: the answer is now the current user): move on.
  if (page.leaveTo) return <Navigate to={page.leaveTo} replace />;

  const submit = () =>
    page.send(validate(values), { data: { email: values.email.trim(), password: values.password } }, (error) => {
      if (errorStatus(error) !== 401) return false;
      // The server's sentence: wrong credentials, or an account the shop switched off (a rider who left).
      const said = errorBody(error)?.message;
      page.setFormError(typeof said === 'string' && said.trim() ? said : 'Invalid email or password');
      page.formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.select();
      return true;
    });

  return (
    <AuthCard
      page={page}
      subtitle="Welcome back! Sign in to see your orders."
      onSubmit={submit}
      submitLabel={busy ? 'Signing in...' : 'Login'}
      switchLine={
        <>
          New to Kente &amp; Co.? <Link to={withNext('/signup', page.next)}>Create an account</Link>
          <br />
          No password? <Link to={withNext('/login/phone', page.next)}>Sign in with a code by SMS</Link>
        </>
      }
    >
      <AuthEmailField {...field('email')} disabled={busy} />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={200}
        required
        revealable
        {...field('password')}
        disabled={busy}
      />
    </AuthCard>
  );
}
