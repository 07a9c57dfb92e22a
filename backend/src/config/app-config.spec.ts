import { ConfigError, loadConfig } from './app-config';

const BASE = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(64) };

describe('the admin chosen in the environment', () => {
  it('keeps ADMIN_PASSWORD exactly as given, spaces included', () => {
    const config = loadConfig({ ...BASE, ADMIN_EMAIL: ' owner@example.com ', ADMIN_PASSWORD: '  passphrase  ' });
    expect(config).toMatchObject({ adminEmail: 'owner@example.com', adminPassword: '  passphrase  ', ensureAdminAtStart: true });
  });

  it('refuses to start with an ADMIN_PASSWORD shorter than 8 characters, counting spaces', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short12' })).toThrow(
      new ConfigError('ADMIN_PASSWORD must be at least 8 characters'),
    );
    expect(loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: ' kente1 ' }).adminPassword).toBe(' kente1 ');
  });

  it('refuses to start with a common ADMIN_PASSWORD, or one that is ADMIN_EMAIL', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Password123' })).toThrow(
      new ConfigError('ADMIN_PASSWORD is too common: it is on lists of leaked passwords, please choose another'),
    );
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'kofi.owner@example.com', ADMIN_PASSWORD: 'Kofi.Owner' })).toThrow(new ConfigError('ADMIN_PASSWORD must not be your e-mail address'));
  });

  it('refuses to start with only one of ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(() => loadConfig({ ...BASE, ADMIN_PASSWORD: 'long enough passphrase' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...BASE, ADMIN_EMAIL: '', ADMIN_PASSWORD: '   ' })).toMatchObject({ adminEmail: null, adminPassword: null });
  });
});
