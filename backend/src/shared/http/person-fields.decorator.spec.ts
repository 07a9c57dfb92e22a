import { isEmailAddress } from '@shop/rules';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { EmailAddress, PersonName } from './person-fields.decorator';

class Person {
  @EmailAddress()
  email: string;

  @PersonName()
  firstName: string;
}

const faultsOf = (body: object) => validateSync(plainToInstance(Person, body)).map((error) => error.property);

describe('person fields', () => {
  it.each([
    'ama@example.com',
    'kofi.mensah+orders@mail.example.com.gh',
    'ama@example',
    'ama@exam_ple.com',
    'ama@example.c',
    'ama @example.com',
    '"quoted local"@example.com',
    'ama@[127.0.0.1]',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`,
  ])('takes %p exactly when the forms (isEmailAddress of @shop/rules) do', (email) => {
    expect(faultsOf({ email, firstName: 'Ama' }).includes('email')).toBe(!isEmailAddress(email));
  });

  it.each([
    ['  Ama  ', true],
    ['   ', false],
    ['A'.repeat(100), true],
    ['A'.repeat(101), false],
    ['Ama\nOwusu', false],
  ])('judges the name %j, trimmed: accepted %p', (firstName, ok) => {
    expect(faultsOf({ email: 'ama@example.com', firstName })).toEqual(ok ? [] : ['firstName']);
  });
});
