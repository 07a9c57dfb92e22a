import { useId, useRef, useState, type ReactNode } from 'react';
import { useSubmitSupportRequest } from '../../api/generated/endpoints/support/support';
import { SubmitSupportRequestDtoSubject, type SubmitSupportRequestDto } from '../../api/generated/model';
import { REPLY_PROMISE } from '../../lib/shop-contact';
import { errorMessage, fieldErrors } from '../../lib/api-error';
import { useToast } from '../../components/toast';
import { NeedsJavaScript } from '../components/needs-javascript';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypingBeforeHydration } from '../../lib/use-typing-before-hydration';
import { personErrors } from '../../lib/person-errors';
import { SendIcon } from '../icons/send';
import { Button } from '../components/button';

/** SPEC §9 support subjects, in the order the server accepts them. */
const SUBJECTS = Object.values(SubmitSupportRequestDtoSubject);

type FieldName = 'firstName' | 'lastName' | 'email' | 'orderNumber' | 'subject' | 'message';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', orderNumber: '', subject: '', message: '' };
const FIELD_ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'orderNumber', 'subject', 'message'];

/** SPEC §5 "Support form": first name, last name, email, subject and message required; order number optional. */
function validate(values: Values): Errors {
  const errors: Errors = personErrors(values);
  if (!values.subject) errors.subject = 'Please choose a subject';
  if (!values.message.trim()) errors.message = 'Please write your message';
  return errors;
}

function toRequest(values: Values): SubmitSupportRequestDto {
  const orderNumber = values.orderNumber.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    subject: values.subject as SubmitSupportRequestDto['subject'],
    message: values.message.trim(),
    ...(orderNumber ? { orderNumber } : {}),
  };
}

interface FieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (props: { id: string; name: FieldName; required?: boolean; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

function Field({ name, label, required, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['labelled-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="labelled-field__label">
        {label}
        {required ? (
          <span className="labelled-field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="labelled-field__optional">(optional)</span>
        )}
      </label>
      {children({ id, name, required, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The "Send us a message" form; the order number can arrive prefilled from the tracking page. */
export function SupportMessageForm({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const notification = useToast();
  const submit = useSubmitSupportRequest();
  const [values, setValues] = useState<Values>({ ...EMPTY, orderNumber: initialOrderNumber });
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirstError = (found: Errors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const send = () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    submit.mutate(
      { data: toRequest(values) },
      {
        onSuccess: () => {
          notification.success({ message: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
          setValues(EMPTY);
          setErrors({});
        },
        onError: (error) => {
          notification.error({ message: 'Error sending message', description: errorMessage(error) });
          const fromServer = fieldErrors(error);
          const known: Errors = {};
          for (const name of FIELD_ORDER) if (fromServer[name]) known[name] = fromServer[name];
          if (Object.keys(known).length > 0) {
            setErrors(known);
            focusFirstError(known);
          }
        },
      },
    );
  };

  const busy = submit.isPending;
  const hydrated = useHydrated();
  useTypingBeforeHydration(formRef);
  return (
    <form
      ref={formRef}
      className="support-form"
      aria-labelledby="support-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) send();
      }}
    >
      <h2 id="support-form-title" className="support-card__title support-form__title">
        Send us a message
      </h2>
      <p className="support-card__text">
        {REPLY_PROMISE} Fields marked <span className="labelled-field__required">*</span> are required.
      </p>
      <div className="support-form__grid">
        <Field name="firstName" label="First name" required error={errors.firstName}>
          {(props) => <input {...props} className="text-input" value={values.firstName} onChange={change('firstName')} autoComplete="given-name" maxLength={100} disabled={busy} />}
        </Field>
        <Field name="lastName" label="Last name" required error={errors.lastName}>
          {(props) => <input {...props} className="text-input" value={values.lastName} onChange={change('lastName')} autoComplete="family-name" maxLength={100} disabled={busy} />}
        </Field>
        <Field name="email" label="Email" required error={errors.email}>
          {(props) => (
            <input {...props} type="email" className="text-input" value={values.email} onChange={change('email')} autoComplete="email" inputMode="email" maxLength={255} disabled={busy} />
          )}
        </Field>
        <Field name="orderNumber" label="Order number" error={errors.orderNumber}>
          {(props) => (
            <input
              {...props}
              className="text-input"
              value={values.orderNumber}
              onChange={change('orderNumber')}
              placeholder="e.g. GH-7KQ2-M9XD-4TRB"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={50}
              disabled={busy}
            />
          )}
        </Field>
        <Field name="subject" label="Subject" required error={errors.subject} className="support-form__wide">
          {(props) => (
            <select {...props} className="select-field__select" value={values.subject} onChange={change('subject')} disabled={busy}>
              <option value="" disabled>
                Choose a subject
              </option>
              {SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="message" label="Message" required error={errors.message} className="support-form__wide">
          {(props) => (
            <textarea
              {...props}
              className="text-area"
              rows={6}
              value={values.message}
              onChange={change('message')}
              maxLength={5000}
              placeholder="How can we help? For an order, tell us what happened and which item it is about."
              disabled={busy}
            />
          )}
        </Field>
      </div>
      {/* A slow phone network can take seconds: say it is on its way and take no second tap. */}
      <NeedsJavaScript what="Sending a message" />
      <Button variant="primary" type="submit" size="large" loading={busy} disabled={busy || !hydrated} icon={<SendIcon aria-hidden="true" />} className="support-form__submit">
        {busy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
