import { isEmailAddress } from '@shop/rules';

/** What is wrong with a typed e-mail address, in the storefront's words (undefined when nothing). */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Please enter your email address';
  if (!isEmailAddress(email.trim())) return 'Please enter a valid email address';
  return undefined;
}

/** The name and e-mail a shopper gives (sign-up, support): a message for each field at fault. */
export function personErrors(values: { firstName: string; lastName: string; email: string }): Partial<Record<'firstName' | 'lastName' | 'email', string>> {
  const errors: Partial<Record<'firstName' | 'lastName' | 'email', string>> = {};
  if (!values.firstName.trim()) errors.firstName = 'Please enter your first name';
  if (!values.lastName.trim()) errors.lastName = 'Please enter your last name';
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}
