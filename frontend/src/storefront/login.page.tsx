import { Link, Navigate } from 'react-router-dom';
import { useLogin } from '../api/generated/endpoints/identity/identity';
import { errorStatus } from '../lib/api-error';
import { withNext } from '../lib/auth-redirect';
import { usePageTitle } from '../lib/use-page-title';
import { useSignInPage } from '../lib/use-signed-in';
import { AuthCard } from './components/auth-card';
import { AuthEmailField, AuthField, useAuthForm } from './components/auth-field';
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
  usePageTitle('Login');
  const { next, leaveTo, signedIn } = useSignInPage();
  const login = useLogin();
  const { formRef, values, field, formError, setFormError, showFieldErrors, showServerError } = useAuthForm(EMPTY);

  // Already signed in (or just signed in: the answer is now the current user): move on.
  if (leaveTo) return <Navigate to={leaveTo} replace />;

  const submit = () => {
    setFormError(null);
    if (showFieldErrors(validate(values))) return;
    login.mutate(
      { data: { email: values.email.trim(), password: values.password } },
      {
        onSuccess: signedIn,
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 401) {
            setFormError('Invalid email or password');
            formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.select();
            return;
          }
          showServerError(error);
        },
      },
    );
  };

  const busy = login.isPending;
  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to see your orders."
      formError={formError}
      formRef={formRef}
      busy={busy}
      onSubmit={submit}
      submitLabel={busy ? 'Signing in...' : 'Login'}
      switchLine={
        <>
          New to Kente &amp; Co.? <Link to={withNext('/signup', next)}>Create an account</Link>
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
