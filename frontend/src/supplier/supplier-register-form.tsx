import { isEmailAddress, PHONE_NUMBER } from '@shop/rules';
import { Alert, Button, Input } from 'antd';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useCheckApplicationPassword, useRegisterSupplier } from '../api/generated/endpoints/suppliers/suppliers';
import { errorStatus } from '../lib/api-error';
import { FaceWizard, type KycImages, type WizardImages } from './face-wizard';
import type { MessageKey, SupplierLanguage } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { fieldErrorKeys, supplierErrorKey } from './supplier-errors';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { SupplierForm, SupplierInput } from './supplier-field';

const FIELDS = ['businessName', 'contactPerson', 'email', 'password', 'phone', 'country', 'address', 'taxId', 'businessLicense'] as const;
type FieldName = (typeof FIELDS)[number];
export type RegisterValues = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, MessageKey>>;

/**
 * The country a new application starts with, a real value the supplier sees and can change (never
 * a placeholder that looks filled in). The portal's two languages are its two kinds of supplier:
 * English for businesses in Ghana, where the shop is, Chinese for the factories in China that
 * supply it. Written in English either way: staff in Ghana read the applications.
 */
export const DEFAULT_COUNTRY: Record<SupplierLanguage, string> = { en: 'Ghana', 'zh-CN': 'China' };

const emptyValues = (language: SupplierLanguage): RegisterValues => ({
  businessName: '',
  contactPerson: '',
  email: '',
  password: '',
  phone: '',
  country: DEFAULT_COUNTRY[language],
  address: '',
  taxId: '',
  businessLicense: '',
});

/** SPEC §5 "Supplier registration": required messages for six fields, password of 6+; the rest optional. */
export function validateRegistration(values: RegisterValues): Errors {
  const errors: Errors = {};
  if (!values.businessName.trim()) errors.businessName = 'validation.businessNameRequired';
  if (!values.contactPerson.trim()) errors.contactPerson = 'validation.contactPersonRequired';
  if (!values.email.trim()) errors.email = 'validation.emailRequired';
  else if (!isEmailAddress(values.email.trim())) errors.email = 'validation.emailInvalid';
  if (!values.password) errors.password = 'validation.passwordRequired';
  else if (values.password.length < 6) errors.password = 'validation.passwordShort';
  if (!values.phone.trim()) errors.phone = 'validation.phoneRequired';
  else if (!PHONE_NUMBER.test(values.phone.trim())) errors.phone = 'validation.phoneInvalid';
  if (values.country.trim().length < 2) errors.country = 'validation.countryRequired';
  return errors;
}

function optional(value: string): string | undefined {
  return value.trim() || undefined;
}

const NO_IMAGES: WizardImages = { selfie: null, idImage: null };

/** What went wrong, as a key so it follows the language switch; `failed` prefixes 'Failed to submit verification'. */
type SubmitError = { key: MessageKey; failed?: boolean };

/** The Register tab: the business form, then the face wizard; the application is sent at the end. */
export function SupplierRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, language } = useSupplierI18n();
  const register = useRegisterSupplier();
  const checkPassword = useCheckApplicationPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(() => emptyValues(language));
  const [checkError, setCheckError] = useState<MessageKey | null>(null);

  // The default country follows a language switch until the supplier has touched the field: one who
  // typed "Ghana" and then chose Chinese keeps Ghana.
  const countryTouched = useRef(false);
  useEffect(() => {
    if (!countryTouched.current) setValues((current) => ({ ...current, country: DEFAULT_COUNTRY[language] }));
  }, [language]);
  const [errors, setErrors] = useState<Errors>({});
  const [stage, setStage] = useState<'form' | 'wizard'>('form');
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [images, setImages] = useState<WizardImages>(NO_IMAGES);

  const backToForm = (found: Errors = {}) => {
    setErrors(found);
    setStage('form');
    // The form mounts again on this render; focus lands once it is there.
    setTimeout(() => focusFirstInvalid(formRef.current, FIELDS, found));
  };

  const continueToWizard = () => {
    const found = validateRegistration(values);
    setErrors(found);
    setCheckError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, FIELDS, found);
      return;
    }
    // The server's own password rules (no common password, not the e-mail) and an e-mail that has
    // already applied are both refused here, before any photo is taken.
    checkPassword.mutate(
      { data: { email: values.email.trim(), password: values.password } },
      {
        onSuccess: () => {
          setSubmitError(null);
          setStage('wizard');
        },
        onError: (error) => {
          const fields = fieldErrorKeys(error);
          const refused: Errors = errorStatus(error) === 409 ? { email: 'register.duplicateEmail' } : {};
          if (fields.password) refused.password = fields.password;
          if (fields.email) refused.email = fields.email;
          if (Object.keys(refused).length > 0) {
            setErrors(refused);
            focusFirstInvalid(formRef.current, FIELDS, refused);
          } else setCheckError(supplierErrorKey(error, 'register.passwordCheckFailed'));
        },
      },
    );
  };

  const submit = (images: KycImages) => {
    setSubmitError(null);
    register.mutate(
      {
        data: {
          businessName: values.businessName.trim(),
          contactPerson: values.contactPerson.trim(),
          email: values.email.trim(),
          password: values.password,
          phone: values.phone.trim(),
          country: values.country.trim(),
          address: optional(values.address),
          taxId: optional(values.taxId),
          businessLicense: optional(values.businessLicense),
          language,
          ...images,
        },
      },
      {
        // SPEC §2: success returns to the login tab, which says the application is in (and has the e-mail filled in).
        onSuccess: () => {
          setImages(NO_IMAGES);
          setValues(emptyValues(language));
          countryTouched.current = false;
          setStage('form');
          onRegistered(values.email.trim());
        },
        onError: (error) => {
          if (errorStatus(error) === 409) {
            backToForm({ email: 'register.duplicateEmail' });
            return;
          }
          const fields = fieldErrorKeys(error);
          const imageError = fields.governmentIdImage ?? fields.faceVerificationImage;
          const formErrors: Errors = {};
          for (const name of FIELDS) if (fields[name]) formErrors[name] = fields[name];
          if (Object.keys(formErrors).length > 0) backToForm(formErrors);
          else if (imageError) setSubmitError({ key: imageError });
          else setSubmitError({ key: supplierErrorKey(error, 'register.failed'), failed: true });
        },
      },
    );
  };

  if (stage !== 'form') {
    return (
      <FaceWizard
        images={images}
        onImagesChange={setImages}
        submitting={register.isPending}
        submitError={submitError ? (submitError.failed ? `${t('wizard.submitFailed')}: ${t(submitError.key)}` : t(submitError.key)) : null}
        onBackToForm={() => backToForm()}
        onSubmit={submit}
      />
    );
  }

  const change = (name: FieldName, value: string) => {
    if (name === 'country') countryTouched.current = true;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const text = (name: FieldName, label: MessageKey, props: Partial<ComponentProps<typeof Input>> & { required?: boolean; hint?: string } = {}) => (
    <SupplierInput key={name} {...props} name={name} label={t(label)} error={errors[name]} value={values[name]} onValue={(value) => change(name, value)} />
  );

  return (
    <SupplierForm name="register" formRef={formRef} onSubmit={continueToWizard}>
      <div className="supplier-form__grid">
        {text('businessName', 'field.businessName', { required: true, autoComplete: 'organization', maxLength: 255 })}
        {text('contactPerson', 'field.contactPerson', { required: true, autoComplete: 'name', maxLength: 255 })}
        {text('email', 'field.email', { required: true, type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 255 })}
        {text('password', 'field.password', { required: true, type: 'password', autoComplete: 'new-password', maxLength: 200, hint: t('field.password.hint') })}
        {text('phone', 'field.phone', { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20, placeholder: t('field.phone.placeholder') })}
        {text('country', 'field.country', { required: true, autoComplete: 'country-name', maxLength: 100, hint: t('field.country.hint') })}
        {text('taxId', 'field.taxId', { maxLength: 100 })}
        {text('businessLicense', 'field.businessLicense', { maxLength: 100 })}
      </div>
      {text('address', 'field.address', { autoComplete: 'street-address', maxLength: 500 })}
      {checkError ? (
        <Alert type="error" showIcon role="alert" message={t('register.passwordCheckFailed')} description={checkError === 'register.passwordCheckFailed' ? undefined : t(checkError)} />
      ) : null}
      <Button type="primary" htmlType="submit" block size="large" loading={checkPassword.isPending}>
        {t('register.continue')}
      </Button>
    </SupplierForm>
  );
}
