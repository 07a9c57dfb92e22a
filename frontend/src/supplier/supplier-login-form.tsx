import { isEmailAddress } from '@shop/rules';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSupplierLogin } from '../api/generated/endpoints/suppliers/suppliers';
import { forgetSupplierSession } from './supplier-session';
import { errorStatus } from '../lib/api-error';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { supplierErrorKey } from './supplier-errors';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { useHydrated } from '../lib/use-hydrated';
import { useTypingBeforeHydration } from '../lib/use-typing-before-hydration';
import { SupplierForm, SupplierInput } from './supplier-field';

/** SPEC §8 / §9: 'Login successful! Redirecting...', then the dashboard after 1 s. */
export const LOGIN_REDIRECT_MS = 1000;

type FieldName = 'email' | 'password';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, MessageKey>>;
const FIELDS: readonly FieldName[] = ['email', 'password'];

/** SPEC §5 "Supplier login". */
function validate({ email, password }: Values): Errors {
  const errors: Errors = {};
  if (!isEmailAddress(email.trim())) errors.email = 'validation.emailInvalid';
  if (password.length < 6) errors.password = 'validation.passwordShort';
  return errors;
}

/** The result line under the form: a catalogue key when we have the words, else the server's. */
type Outcome = { kind: 'success' } | { kind: 'error'; key: MessageKey } | null;

export function SupplierLoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useSupplierI18n();
  const navigate = useNavigate();
  const login = useSupplierLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [redirecting, setRedirecting] = useState(false);
  const queryClient = useQueryClient();
  // The page comes rendered by the server (ADR 060): what is typed before the app takes it over is
  // kept, and the button waits for the app, since a native submit would put the password in the URL.
  // It waits looking as it will (a plain button, marked unavailable; with two fields and no submit
  // button Enter sends nothing either): antd's grey disabled button turning gold was the largest
  // change on screen after the first paint.
  const hydrated = useHydrated();
  useTypingBeforeHydration(formRef);

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate('/supplier-dashboard'), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = () => {
    const found = validate(values);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, FIELDS, found);
      return;
    }
    login.mutate(
      { data: { email: values.email.trim(), password: values.password } },
      {
        onSuccess: () => {
          forgetSupplierSession(queryClient);
          setOutcome({ kind: 'success' });
          setRedirecting(true);
        },
        onError: (error) => {
          // SPEC §8: a 401 is 'Invalid email or password' (in the chosen language).
          setOutcome({ kind: 'error', key: errorStatus(error) === 401 ? 'login.invalid' : supplierErrorKey(error, 'login.invalid') });
        },
      },
    );
  };

  const busy = login.isPending || redirecting;
  const field = (name: FieldName) => ({ name, label: t(`field.${name}`), error: errors[name], required: true, value: values[name], disabled: busy, onValue: (value: string) => change(name, value) });
  return (
    <SupplierForm
      name="login"
      formRef={formRef}
      onSubmit={() => {
        if (!busy) submit();
      }}
    >
      <SupplierInput {...field('email')} type="email" autoComplete="email" inputMode="email" maxLength={255} />
      <SupplierInput {...field('password')} type="password" autoComplete="current-password" maxLength={200} />
      {outcome?.kind === 'success' ? <Alert type="success" showIcon role="status" message={t('login.success')} /> : null}
      {outcome?.kind === 'error' ? <Alert type="error" showIcon role="alert" message={t(outcome.key)} /> : null}
      <noscript>
        <p className="supplier-form__needs-script">{t('login.needsScript')}</p>
      </noscript>
      <Button type="primary" htmlType={hydrated ? 'submit' : 'button'} aria-disabled={hydrated ? undefined : true} block size="large" loading={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </SupplierForm>
  );
}
