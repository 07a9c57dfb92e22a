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
    expect(loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: ' short1 ' }).adminPassword).toBe(' short1 ');
  });

  it('refuses to start with only one of ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(() => loadConfig({ ...BASE, ADMIN_PASSWORD: 'long enough passphrase' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...BASE, ADMIN_EMAIL: '', ADMIN_PASSWORD: '   ' })).toMatchObject({ adminEmail: null, adminPassword: null });
  });
});

describe("the shop's own origin", () => {
  it('is the request host when PUBLIC_URL is unset', () => {
    expect(loadConfig(BASE).publicOrigins).toEqual([]);
    expect(loadConfig({ ...BASE, PUBLIC_URL: '  ' }).publicOrigins).toEqual([]);
  });

  it('is PUBLIC_URL as a browser writes it in Origin, then every ALLOWED_ORIGINS entry', () => {
    const config = loadConfig({ ...BASE, PUBLIC_URL: 'HTTPS://Shop.Example.com:443/', ALLOWED_ORIGINS: ' http://localhost:5173 ,,https://admin.example.com,https://shop.example.com' });
    expect(config.publicOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173', 'https://admin.example.com']);
  });

  it.each([
    ['ftp://shop.example.com', 'PUBLIC_URL'],
    ['shop.example.com', 'PUBLIC_URL'],
    ['https://shop.example.com/store', 'PUBLIC_URL'],
    ['https://shop.example.com/?a=1', 'PUBLIC_URL'],
    ['https://owner:pw@shop.example.com', 'PUBLIC_URL'],
  ])('refuses to start with PUBLIC_URL %s', (value, name) => {
    expect(() => loadConfig({ ...BASE, PUBLIC_URL: value })).toThrow(new RegExp(`^${name} must be an http\\(s\\) origin`));
  });

  it('refuses a malformed ALLOWED_ORIGINS entry, and ALLOWED_ORIGINS without PUBLIC_URL', () => {
    expect(() => loadConfig({ ...BASE, PUBLIC_URL: 'https://shop.example.com', ALLOWED_ORIGINS: 'https://ok.example.com,javascript:alert(1)' })).toThrow(/^ALLOWED_ORIGINS must be/);
    expect(() => loadConfig({ ...BASE, ALLOWED_ORIGINS: 'https://ok.example.com' })).toThrow('ALLOWED_ORIGINS adds to PUBLIC_URL: set PUBLIC_URL too');
  });
});
