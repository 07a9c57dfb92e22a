import { useQueryClient } from '@tanstack/react-query';
import { PHONE_NUMBER } from '@shop/rules';
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NeedsJavaScript } from './components/needs-javascript';
import { useAddAccountEmail, useAddAccountPhone, useSendAccountPhoneCode, useSetAccountName } from '../api/generated/endpoints/account/account';
import { getGetCurrentUserQueryKey } from '../api/generated/endpoints/identity/identity';
import { getListMyOrdersQueryKey } from '../api/generated/endpoints/ordering/ordering';
import type { UserDto } from '../api/generated/model';
import type { ApiResponse } from '../api/http';
import { errorBody, errorStatus } from '../lib/api-error';
import { displayPhone } from '../lib/display-phone';
import { emailError } from '../lib/person-errors';
import { useAuth } from '../lib/use-auth';
import { AuthEmailField, AuthField, useAuthForm } from './components/auth-field';
import { FormAlert } from './components/auth-card';
import { Button } from './components/button';
import { PageHeader } from './components/page-header';
import './account.css';

const MIN_PASSWORD = 8;

/**
 * /account: the customer's name, how they sign in, and the way they lack added (ADR 068): a phone
 * proved by an SMS code to an e-mail account, an e-mail and password to an account made by phone. A
 * visitor goes to sign in and comes back.
 */
export default function AccountPage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const anonymous = !isLoading && !user;

  useEffect(() => {
    if (anonymous) navigate('/login?next=%2Faccount', { replace: true });
  }, [anonymous, navigate]);

  return (
    <div className="container page account-page">
      <PageHeader title="Your Account" subtitle="How you sign in. With both a phone and an e-mail, either one opens the same account." />
      {user ? (
        <div className="account-page__cards">
          {user.role === 'customer' ? (
            <AccountCard title="Name">
              <AccountName firstName={user.firstName} lastName={user.lastName} />
            </AccountCard>
          ) : null}
          <AccountCard title="Phone">
            {user.role === 'customer' ? <PhoneSignIn phone={user.phone} /> : <p>Staff accounts sign in with their e-mail and password only.</p>}
          </AccountCard>
          <AccountCard title="E-mail and password">{user.email ? <p className="account-card__value">{user.email}</p> : <EmailSignIn />}</AccountCard>
          <p className="account-page__back">
            <Link to="/">My Orders, saved addresses and saved items</Link>
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="until-script-answers">
            Loading your account…
          </p>
          <NeedsJavaScript what="Your account page" />
        </>
      )}
    </div>
  );
}

function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="surface surface--padded account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Each card's form: the fields' own checks, not the browser's, and a submit that stays on the page. */
function AccountForm({ formRef, onSubmit, children }: { formRef: RefObject<HTMLFormElement>; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      ref={formRef}
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The answer of an addition is the account as it now is: it becomes the current user at once. */
function useAccountChanged(): (response: ApiResponse<UserDto>) => void {
  const queryClient = useQueryClient();
  return (response) => {
    queryClient.setQueryData(getGetCurrentUserQueryKey(), response);
    // A number now on the account brings the guest orders placed with it.
    void queryClient.invalidateQueries({ queryKey: getListMyOrdersQueryKey() });
  };
}

/** An account made by an SMS code has no name until it is given here; the shop greets and addresses by it. */
function AccountName({ firstName, lastName }: { firstName: string | null; lastName: string | null }) {
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState(false);
  const named = Boolean(firstName || lastName);
  if (named && !changing) {
    return (
      <>
        <p className="account-card__value">{[firstName, lastName].filter(Boolean).join(' ')}</p>
        {saved ? (
          <p className="account-card__note" role="status">
            Name saved.
          </p>
        ) : null}
        <Button variant="link" onClick={() => setChanging(true)}>
          Change name
        </Button>
      </>
    );
  }
  return (
    <NameForm
      firstName={firstName ?? ''}
      lastName={lastName ?? ''}
      onSaved={() => {
        setChanging(false);
        setSaved(true);
      }}
      onCancel={named ? () => setChanging(false) : undefined}
    />
  );
}

function NameForm({ firstName, lastName, onSaved, onCancel }: { firstName: string; lastName: string; onSaved: () => void; onCancel?: () => void }) {
  const form = useAuthForm({ firstName, lastName });
  const { values, field, formRef } = form;
  const setName = useSetAccountName();
  const accountChanged = useAccountChanged();

  const submit = () => {
    form.setFormError(null);
    const errors: Partial<Record<'firstName' | 'lastName', string>> = {};
    if (!values.firstName.trim()) errors.firstName = 'Please enter your first name';
    if (!values.lastName.trim()) errors.lastName = 'Please enter your last name';
    if (form.showFieldErrors(errors)) return;
    setName.mutate(
      { data: { firstName: values.firstName.trim(), lastName: values.lastName.trim() } },
      {
        onSuccess: (response) => {
          accountChanged(response);
          onSaved();
        },
        onError: form.showServerError,
      },
    );
  };

  return (
    <AccountForm formRef={formRef} onSubmit={submit}>
      {onCancel ? null : <p className="account-card__note">Add your name: we greet you by it and fill it in at checkout.</p>}
      <FormAlert message={form.formError} />
      <AuthField label="First name" name="firstName" autoComplete="given-name" maxLength={100} required {...field('firstName')} />
      <AuthField label="Last name" name="lastName" autoComplete="family-name" maxLength={100} required {...field('lastName')} />
      <div className="account-form__actions">
        <Button variant="primary" type="submit" loading={setName.isPending}>
          Save Name
        </Button>
        {onCancel ? (
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </AccountForm>
  );
}

function PhoneSignIn({ phone }: { phone: string | null }) {
  const [changing, setChanging] = useState(false);
  const [added, setAdded] = useState(false);
  if (phone && !changing) {
    return (
      <>
        <p className="account-card__value">{displayPhone(phone)}</p>
        <p className="account-card__note" role={added ? 'status' : undefined}>
          {added ? 'Number added. ' : ''}It signs you in with a code by SMS, and orders placed with it show under My Orders.
        </p>
        <Button variant="link" onClick={() => setChanging(true)}>
          Use another number
        </Button>
      </>
    );
  }
  return (
    <AddPhoneForm
      onAdded={() => {
        setChanging(false);
        setAdded(true);
      }}
      onCancel={phone ? () => setChanging(false) : undefined}
    />
  );
}

/** The number, then the six digits texted to it; the account gets the number only once the code matches. */
function AddPhoneForm({ onAdded, onCancel }: { onAdded: () => void; onCancel?: () => void }) {
  const form = useAuthForm({ phone: '', code: '' });
  const { values, field, formRef } = form;
  const sendCode = useSendAccountPhoneCode();
  const addPhone = useAddAccountPhone();
  const accountChanged = useAccountChanged();
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (sentTo) formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, [sentTo, formRef]);

  const askForCode = () => {
    form.setFormError(null);
    const phone = values.phone.trim();
    if (form.showFieldErrors(PHONE_NUMBER.test(phone) ? {} : { phone: 'Please enter your phone number, e.g. 024 123 4567' })) return;
    sendCode.mutate({ data: { phone } }, { onSuccess: (response) => setSentTo(response.data.sentTo), onError: form.showServerError });
  };

  const verify = () => {
    form.setFormError(null);
    if (form.showFieldErrors(/^\d{6}$/.test(values.code.trim()) ? {} : { code: 'Please enter the 6 digits of the SMS' })) return;
    addPhone.mutate(
      { data: { phone: values.phone.trim(), code: values.code.trim() } },
      {
        onSuccess: (response) => {
          accountChanged(response);
          onAdded();
        },
        onError: (error) => {
          const said = errorBody(error)?.message;
          // A wrong code and a number of another account are the server's own sentences.
          if ((errorStatus(error) === 401 || errorStatus(error) === 409) && typeof said === 'string') form.setFormError(said);
          else form.showServerError(error);
        },
      },
    );
  };

  const asking = sentTo === null;
  return (
    <AccountForm formRef={formRef} onSubmit={asking ? askForCode : verify}>
      <p className="account-card__note">{asking ? 'Add your number to sign in with a code by SMS, and to see the orders you placed with it as a guest.' : `We sent a 6-digit code to ${sentTo}.`}</p>
      <FormAlert message={form.formError} />
      <AuthField label="Phone number" name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="024 123 4567" maxLength={30} readOnly={!asking} {...field('phone')} />
      {asking ? null : <AuthField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} {...field('code')} />}
      <div className="account-form__actions">
        <Button variant="primary" type="submit" loading={asking ? sendCode.isPending : addPhone.isPending}>
          {asking ? 'Send Code' : 'Add Number'}
        </Button>
        {asking ? null : (
          <Button variant="link" onClick={() => setSentTo(null)}>
            Use another number
          </Button>
        )}
        {onCancel ? (
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </AccountForm>
  );
}

/** An e-mail and password for an account made by phone, under sign-up's rules. */
function EmailSignIn() {
  const form = useAuthForm({ email: '', password: '' });
  const { values, field, formRef } = form;
  const addEmail = useAddAccountEmail();
  const accountChanged = useAccountChanged();

  const submit = () => {
    form.setFormError(null);
    const errors: Partial<Record<'email' | 'password', string>> = {};
    const email = emailError(values.email);
    if (email) errors.email = email;
    if (values.password.length < MIN_PASSWORD) errors.password = `Password must be at least ${MIN_PASSWORD} characters`;
    if (form.showFieldErrors(errors)) return;
    addEmail.mutate(
      { data: { email: values.email.trim(), password: values.password } },
      {
        onSuccess: accountChanged,
        onError: (error) => {
          const said = errorBody(error)?.message;
          if (errorStatus(error) === 409 && typeof said === 'string') form.showFieldErrors({ email: said });
          else form.showServerError(error);
        },
      },
    );
  };

  return (
    <AccountForm formRef={formRef} onSubmit={submit}>
      <p className="account-card__note">Add an e-mail and a password to sign in without waiting for an SMS.</p>
      <FormAlert message={form.formError} />
      <AuthEmailField {...field('email')} />
      <AuthField label="Password" name="password" type="password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD} characters`} revealable maxLength={200} {...field('password')} />
      <div className="account-form__actions">
        <Button variant="primary" type="submit" loading={addEmail.isPending}>
          Add E-mail
        </Button>
      </div>
    </AccountForm>
  );
}
