import { ConfigError } from './env-reader';
import { loadNotificationsConfig } from './notifications-config';

const load = (env: Record<string, string>, production = false) =>
  loadNotificationsConfig(env, { production, dataDir: '/srv/shop-data', port: 3000, publicUrl: null, adminEmail: 'owner@kente.test' });

describe('the messages settings', () => {
  it('with nothing set: e-mail and SMS go to the local mailbox under DATA_DIR/mail and the relay runs in the shop', () => {
    expect(load({})).toEqual({
      smtpUrl: null,
      mailFrom: 'Kente & Co <orders@kente-and-co.local>',
      sms: null,
      whatsapp: null,
      production: false,
      smsCountries: ['GH'],
      mailDir: '/srv/shop-data/mail',
      staffEmails: ['owner@kente.test'],
      shopUrl: 'http://localhost:3000',
      relayInProcess: true,
      maxAttempts: 8,
      pollSeconds: 5,
    });
  });

  it('texts go to Ghana unless SMS_COUNTRIES lists ISO codes (any case); anything else is refused by name', () => {
    expect(load({ SMS_COUNTRIES: 'gh, NG' }).smsCountries).toEqual(['GH', 'NG']);
    expect(() => load({ SMS_COUNTRIES: 'GH,Ghana' })).toThrow("SMS_COUNTRIES must be ISO country codes separated by commas (e.g. GH,NG), got 'GHANA'");
    expect(() => load({ SMS_COUNTRIES: ' , ' })).toThrow('SMS_COUNTRIES must name at least one country');
  });

  it('production refuses to keep e-mails in the local mailbox unless NOTIFICATIONS_LOCAL_MAILBOX=on says so', () => {
    expect(() => load({}, true)).toThrow(ConfigError);
    expect(() => load({}, true)).toThrow(/SMTP_URL is required/);
    expect(load({ NOTIFICATIONS_LOCAL_MAILBOX: 'on' }, true).smtpUrl).toBeNull();
    expect(load({ SMTP_URL: 'smtps://user:pass@mail.kente.test:465' }, true).smtpUrl).toBe('smtps://user:pass@mail.kente.test:465');
    expect(() => load({ NOTIFICATIONS_LOCAL_MAILBOX: 'yes' }, true)).toThrow("NOTIFICATIONS_LOCAL_MAILBOX must be 'on' or 'off', got 'yes'");
    expect(() => load({ SMTP_URL: 'http://mail.kente.test' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });

  it('SMS_SENDER is at most 11 characters, the networks\' limit', () => {
    const arkesel = { SMS_PROVIDER: 'arkesel', SMS_API_KEY: 'key' };
    expect(load({ ...arkesel, SMS_SENDER: 'KenteAndCo1' }).sms?.sender).toBe('KenteAndCo1');
    expect(() => load({ ...arkesel, SMS_SENDER: 'KenteAndCo12' })).toThrow("SMS_SENDER must be at most 11 characters, got 'KenteAndCo12'");
  });

  it('Hubtel needs clientId:clientSecret; each provider has its documented API by default', () => {
    expect(() => load({ SMS_PROVIDER: 'hubtel', SMS_API_KEY: 'just-a-key' })).toThrow('SMS_API_KEY for Hubtel is clientId:clientSecret');
    expect(load({ SMS_PROVIDER: 'hubtel', SMS_API_KEY: 'client:secret' }).sms).toEqual({ provider: 'hubtel', apiKey: 'client:secret', sender: 'KenteAndCo', baseUrl: 'https://smsc.hubtel.com' });
    expect(load({ SMS_PROVIDER: 'arkesel', SMS_API_KEY: 'key', SMS_BASE_URL: 'http://127.0.0.1:4411/' }).sms?.baseUrl).toBe('http://127.0.0.1:4411');
    expect(load({ SMS_PROVIDER: 'arkesel', SMS_API_KEY: 'key' }).sms?.baseUrl).toBe('https://sms.arkesel.com');
    expect(() => load({ SMS_PROVIDER: 'arkesel' })).toThrow('SMS_API_KEY is required with SMS_PROVIDER');
    expect(() => load({ SMS_PROVIDER: 'twilio', SMS_API_KEY: 'key' })).toThrow("SMS_PROVIDER must be 'arkesel' or 'hubtel', got 'twilio'");
  });

  it('OUTBOX_RELAY is on or off (off when `npm run worker` sends the messages)', () => {
    expect(load({ OUTBOX_RELAY: 'on' }).relayInProcess).toBe(true);
    expect(load({ OUTBOX_RELAY: 'off' }).relayInProcess).toBe(false);
    expect(() => load({ OUTBOX_RELAY: 'no' })).toThrow("OUTBOX_RELAY must be 'on' or 'off', got 'no'");
    expect(() => load({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow('OUTBOX_MAX_ATTEMPTS must be a whole number above 0');
  });

  it('WhatsApp takes WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together, at graph.facebook.com unless WHATSAPP_BASE_URL says otherwise', () => {
    const whatsapp = { WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
    expect(load(whatsapp).whatsapp).toEqual({ token: 'EAAG-token', phoneNumberId: '106540352242922', baseUrl: 'https://graph.facebook.com', apiVersion: 'v21.0', language: 'en', statusWebhook: null });
    expect(load({ ...whatsapp, WHATSAPP_BASE_URL: 'http://127.0.0.1:4412/', WHATSAPP_API_VERSION: 'v22.0', WHATSAPP_TEMPLATE_LANGUAGE: 'en_GB' }).whatsapp).toMatchObject({ baseUrl: 'http://127.0.0.1:4412', apiVersion: 'v22.0', language: 'en_GB' });
    expect(() => load({ WHATSAPP_TOKEN: 'EAAG-token' })).toThrow('WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN');
    expect(() => load({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow('WHATSAPP_TOKEN is required with WHATSAPP_PHONE_NUMBER_ID');
    expect(() => load({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+233241234567' })).toThrow("WHATSAPP_PHONE_NUMBER_ID must be the number's id from Meta's console (digits), got '+233241234567'");
    expect(() => load({ ...whatsapp, WHATSAPP_BASE_URL: 'graph.facebook.com' })).toThrow("WHATSAPP_BASE_URL must be an http(s) URL, got 'graph.facebook.com'");
    expect(() => load({ ...whatsapp, WHATSAPP_API_VERSION: '21' })).toThrow("WHATSAPP_API_VERSION must look like v21.0, got '21'");
    expect(() => load({ WHATSAPP_BASE_URL: 'http://127.0.0.1:4412' })).toThrow('WHATSAPP_BASE_URL is set but WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not');
  });

  it("takes Meta's app secret and verify token together, for the statuses webhook", () => {
    const whatsapp = { WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
    expect(load({ ...whatsapp, WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'verify-me' }).whatsapp?.statusWebhook).toEqual({ appSecret: 'app-secret', verifyToken: 'verify-me' });
    expect(() => load({ ...whatsapp, WHATSAPP_APP_SECRET: 'app-secret' })).toThrow(/^WHATSAPP_VERIFY_TOKEN is required with WHATSAPP_APP_SECRET/);
    expect(() => load({ ...whatsapp, WHATSAPP_VERIFY_TOKEN: 'verify-me' })).toThrow(/^WHATSAPP_APP_SECRET is required with WHATSAPP_VERIFY_TOKEN/);
    expect(() => load({ WHATSAPP_APP_SECRET: 'app-secret' })).toThrow('WHATSAPP_APP_SECRET is set but WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not');
  });
});
