import { PHONE_NUMBER } from '@shop/rules';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useSendSignInCode, useVerifySignInCode } from '../api/generated/endpoints/phone-sign-in/phone-sign-in';
import { errorBody, errorStatus } from '../lib/api-error';
import { withNext } from '../lib/auth-redirect';
import { AuthCard } from './components/auth-card';
import { Button } from './components/button';
import { AuthField } from './components/auth-field';
import { useAuthPage } from './components/auth-page';
import { PhoneChannelChoice, type PhoneChannel } from './components/phone-channel-choice';

type Step = 'phone' | 'code';
const EMPTY = { phone: '', code: '' };

/**
 * Sign in with a code texted to the phone (ADR 059): the number, then the six digits. The first
 * sign-in makes the account, so there is no separate sign-up; the page never says whether the
 * number already had one.
 */
export default function PhoneLoginPage() {
  const page = useAuthPage('Sign in with your phone', EMPTY, useVerifySignInCode());
  const sendCode = useSendSignInCode();
  const { values, field, busy, formRef } = page;
  const [step, setStep] = useState<Step>('phone');
  const [sentTo, setSentTo] = useState<{ to: string; minutes: number } | null>(null);
  // WhatsApp's authentication template when chosen; an SMS if WhatsApp cannot deliver it (ADR 067).
  const [via, setVia] = useState<PhoneChannel>('sms');

  // The code's field takes the cursor once the SMS is on its way (a phone's keyboard opens on it).
  useEffect(() => {
    if (step === 'code') formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, [step, formRef]);

  if (page.leaveTo) return <Navigate to={page.leaveTo} replace />;

  const askForCode = () => {
    page.setFormError(null);
    const phone = values.phone.trim();
    if (page.showFieldErrors(PHONE_NUMBER.test(phone) ? {} : { phone: 'Please enter your phone number, e.g. 024 123 4567' })) return;
    sendCode.mutate(
      { data: via === 'whatsapp' ? { phone, via } : { phone } },
      {
        onSuccess: (response) => {
          setSentTo({ to: response.data.sentTo, minutes: response.data.expiresInMinutes });
          setStep('code');
        },
        onError: (error) => page.showServerError(error),
      },
    );
  };

  const signIn = () =>
    page.send(/^\d{6}$/.test(values.code.trim()) ? {} : { code: 'Please enter the 6 digits of the SMS' }, { data: { phone: values.phone.trim(), code: values.code.trim() } }, (error) => {
      if (errorStatus(error) !== 401) return false;
      const said = errorBody(error)?.message;
      page.setFormError(typeof said === 'string' && said.trim() ? said : 'That code is not right');
      formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.select();
      return true;
    });

  const asking = step === 'phone';
  return (
    <AuthCard
      page={{ ...page, busy: asking ? sendCode.isPending : busy }}
      subtitle={
        asking
          ? 'We send you a 6-digit code. No password needed.'
          : `We sent a 6-digit code to ${sentTo?.to}${via === 'whatsapp' ? ' on WhatsApp' : ''}. It works for ${sentTo?.minutes} minutes.`
      }
      onSubmit={asking ? askForCode : signIn}
      submitLabel={asking ? (sendCode.isPending ? 'Sending...' : 'Send Code') : busy ? 'Signing in...' : 'Sign In'}
      switchLine={
        <>
          Have a password? <Link to={withNext('/login', page.next)}>Sign in with e-mail</Link>
        </>
      }
    >
      <AuthField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="024 123 4567"
        maxLength={30}
        required
        readOnly={!asking}
        {...field('phone')}
        disabled={sendCode.isPending}
      />
      {asking ? (
        <PhoneChannelChoice
          legend="Send the code by"
          hint={via === 'whatsapp' ? 'If WhatsApp cannot reach the number, we text the code instead.' : 'A text message to the number above.'}
          value={via}
          onChange={setVia}
        />
      ) : (
        <>
          <AuthField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} required {...field('code')} disabled={busy} />
          <div className="auth-form__links">
            <Button variant="link" onClick={askForCode} disabled={sendCode.isPending}>
              Send a new code
            </Button>
            <Button
              variant="link"
              onClick={() => {
                page.setFormError(null);
                setStep('phone');
              }}
            >
              Use another number
            </Button>
          </div>
        </>
      )}
    </AuthCard>
  );
}
