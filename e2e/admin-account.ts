/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'owner@kente.test', password: 'e2e-owner-passphrase' };
