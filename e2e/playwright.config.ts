import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './admin-account';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// The SMTP sink the shop sends its e-mails to (mail-sink.ts). Set in the environment, not a module
// constant, so the workers (which load this file again) read the same directory as the sink writes.
process.env.E2E_SMTP_PORT ??= String(port + 5);
process.env.E2E_MAIL_SINK_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-mail-'));

/** Journeys in Debian's Chromium against the built, started shop on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  // One folder per port: runs side by side (a clean-clone CI beside a journey being written) keep their own traces.
  outputDir: join(tmpdir(), `shop-e2e-results-${port}`),
  globalSetup: require.resolve('./mail-sink'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous bounds, never waits: each step waits for a state. A journey of forty steps on a busy
  // two-core machine can take minutes, and a slow step is not a wrong one.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // The shop honours reduced motion (global.css): antd's dialogs and menus then open without their
    // zoom and slide. Moving, a button could pass Playwright's stability check between two frames on
    // a busy machine and take the press and the release at two places: no click (a CI run's API key
    // dialog stayed open). A shopper who asks for less motion is served the same way.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    // The shop's service worker runs as on a phone (ADR 021); each test's own context starts without it.
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: join(__dirname, '..'),
    url: `http://127.0.0.1:${port}/api/products?limit=1`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Where payment providers send the shopper back: the address the browser uses, not localhost.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT: 'off',
      NODE_ENV: 'test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // A cart reminder 3 seconds after the shopper's consent, the last ten minutes on: past any journey.
      CART_REMINDER_AFTER: '3,600',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
