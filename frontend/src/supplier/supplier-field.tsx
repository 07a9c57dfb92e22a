import { Input } from 'antd';
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { FieldNotes, fieldNoteIds } from '../components/field-notes';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';

/** What the field hands its input so the label, the error and the hint are read out with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  status?: 'error';
}

interface SupplierFieldProps {
  label: string;
  /** A catalogue key, not a sentence: a shown error follows a language switch. */
  error?: MessageKey;
  hint?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export function SupplierField({ label, error, hint, required = false, children }: SupplierFieldProps) {
  const { t } = useSupplierI18n();
  const id = useId();
  // The portal's fields show an error in place of the hint, never both.
  const shownHint = error ? undefined : hint;
  const describedBy = fieldNoteIds(id, shownHint, error);
  return (
    <div className="supplier-field">
      <label htmlFor={id} className="supplier-field__label">
        {label}
        {required ? (
          <span className="supplier-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="supplier-field__optional"> {t('field.optional')}</span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
        status: error ? 'error' : undefined,
      })}
      <FieldNotes id={id} hint={shownHint} error={error ? t(error) : undefined} />
    </div>
  );
}

type SupplierInputProps = Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange'> & Omit<SupplierFieldProps, 'children'> & {
  name: string;
  value: string;
  onValue: (value: string) => void;
};

/** A text box of the portal's forms with its label and notes; a password one has a Show button. */
export function SupplierInput({ label, error, hint, required, name, type, value, onValue, ...input }: SupplierInputProps) {
  return (
    <SupplierField label={label} error={error} hint={hint} required={required}>
      {(control) => {
        const props = { ...control, ...input, name, value, onChange: (event: { target: { value: string } }) => onValue(event.target.value) };
        return type === 'password' ? <Input.Password {...props} /> : <Input {...props} type={type} />;
      }}
    </SupplierField>
  );
}

/** The sign-in or registration form of the portal under its title; our checks name the field, so the browser's are off. */
export function SupplierForm({ name, formRef, onSubmit, children }: { name: 'login' | 'register'; formRef: Ref<HTMLFormElement>; onSubmit: () => void; children: ReactNode }) {
  const { t } = useSupplierI18n();
  return (
    <form
      ref={formRef}
      className="supplier-form"
      noValidate
      aria-labelledby={`supplier-${name}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <header>
        <h2 id={`supplier-${name}-title`} className="supplier-form__title">
          {t(`${name}.title` as const)}
        </h2>
        <p className="supplier-form__subtitle">{t(`${name}.subtitle` as const)}</p>
      </header>
      {children}
    </form>
  );
}
