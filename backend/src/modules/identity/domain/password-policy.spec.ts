import { commonPasswordCount, passwordWeakness } from './password-policy';

describe('the password rule', () => {
  it('knows at least the 10,000 most common passwords (OWASP ASVS 6.2.4)', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['12345678', 'password', 'PASSWORD', 'Password1', 'qwertyuiop', 'iloveyou', '1q2w3e4r', ' sunshine '])('refuses the common password %p, whatever its case', (password) => {
    expect(passwordWeakness(password, 'ama@example.com')).toBe('is too common: it is on lists of leaked passwords, please choose another');
  });

  it.each(['Ama.Mensah@Example.com', 'ama.mensah', 'AMA.MENSAH'])('refuses %p as the password of ama.mensah@example.com', (password) => {
    expect(passwordWeakness(password, 'ama.mensah@example.com')).toBe('must not be your e-mail address');
  });

  it.each(['kente-cloth-2024', 'Adinkra symbols!', 'ama.mensah2'])('accepts %p', (password) => {
    expect(passwordWeakness(password, 'ama.mensah@example.com')).toBeNull();
  });

  it('accepts an uncommon password when no e-mail is known', () => {
    expect(passwordWeakness('bonwire-loom', null)).toBeNull();
  });
});
