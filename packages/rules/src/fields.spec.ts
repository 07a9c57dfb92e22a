import { isEmailAddress, PHONE_NUMBER } from './fields';

describe('phone numbers', () => {
  it.each([
    '+233 24 123 4567',
    '024 123 4567',
    '0241234567',
    '+86 138 0000 0000',
    '+233 (0)24 123-4567',
    '233241234567890', // 15 digits
    '024 123 456', // 9 digits
    '024 123 4567 ', // trailing spaces are the typist's, the server trims them
  ])('takes %p', (phone) => {
    expect(PHONE_NUMBER.test(phone)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['too short', 'letters'],
    ['024 123 45', '8 digits'],
    ['+233 24 1234 5678 901', '16 digits'],
    ['2332412345678901', '16 digits unspaced'],
    ['0 2 4 1 2 3 4 5 6 7 8', 'over 20 characters'],
    [' 024 123 4567', 'a leading space'],
    ['-024 123 4567', 'not starting with a digit'],
    ['++233 24 123 4567', 'two pluses'],
    ['024 123 4567 ext 2', 'an extension'],
  ])('refuses %p (%s)', (phone) => {
    expect(PHONE_NUMBER.test(phone)).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['ama@example.com', true],
    ['kofi.mensah+orders@mail.example.com.gh', true],
    ['ama@example', false], // no top-level domain
    ['ama@@example.com', false],
    ['ama @example.com', false],
    ['ama@exam_ple.com', false], // the old checkout pattern took it; the server never did
    ['ama@example.c', false],
    ['ama@example.123', false],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`, true], // 254 characters
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`, false], // 255: over what isEmail takes
    [`${'a'.repeat(65)}@example.com`, false], // a local part over 64
  ])('judges %p as an e-mail address: %p', (email, ok) => {
    expect(isEmailAddress(email)).toBe(ok);
  });
});
