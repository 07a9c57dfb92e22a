import { ValidateBy, ValidationArguments } from 'class-validator';
import { passwordWeakness } from '../domain/password-policy';

/**
 * The password rule on a DTO field, checked against the e-mail sent in the same body. A password
 * shorter than `minLength` is left to the length rule, so it gets the one message that helps.
 */
export function AcceptablePassword(minLength: number): PropertyDecorator {
  const weakness = ({ value, object }: ValidationArguments) => {
    if (typeof value !== 'string' || value.length < minLength) return null;
    const email = (object as { email?: unknown }).email;
    return passwordWeakness(value, typeof email === 'string' ? email : null);
  };
  return ValidateBy({
    name: 'acceptablePassword',
    validator: {
      validate: (_value, args) => weakness(args!) === null,
      defaultMessage: (args) => `Password ${weakness(args!)}`,
    },
  });
}
