import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, EXTRA_SERVERS } from './e2e/fixtures/extra-storefronts';

/** e2e journeys in Debian's Chromium against both workers started by `scripts/serve.mjs --bundled` (their production bundles). */
/** `E2E_PORT` lets parallel checkouts run their journeys side by side (default 8790; the run uses E2E_PORT to E2E_PORT + 9). */
/** Specs that switch the backend's account-confirmation setting (`/__dev/backend/settings`). */
const STORE_SETTINGS_SPECS = [/auth-register\.spec\.ts$/, /auth-eid\.spec\.ts$/];
/** The tag of tests that inject backend faults (`BackendControls.failEverything`). */
const BACKEND_DOWN = /@backend-down/;
/**
 * The spec files named on the command line (`npx playwright test e2e/captcha.spec.ts`), if any: the
 * servers beside the shared storefront start only when a spec that needs them may run.
 */
const SPEC_FILTERS = process.argv.filter((arg) => /\.spec|^e2e\//.test(arg));
const needed = (specs: RegExp) => !SPEC_FILTERS.length || SPEC_FILTERS.some((filter) => specs.test(filter) || specs.test(`${filter}.ts`));

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Three browsers at once on CI's 2 cores: a journey mostly waits on the server, and with two the
  // cores were idle about half the run (.ci/run: 10 of 22 core-minutes busy). Tests of one file run
  // in order in one worker; the projects below keep apart what changes shared state.
  // `E2E_WORKERS` overrides (e.g. 1 to debug).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The reference CMS seeds the managed newsletter popup on '/' and /info/tarne.html, opening
    // 15 s after a page loads: as if just closed, so that no journey meets a modal it is not
    // about. e2e/newsletter-popup.spec.ts runs the popup on a storefront of its own.
    // The cookie consent likewise is already chosen (all granted, so every journey also runs the
    // tracking code): no journey meets the banner; e2e/tracking.spec.ts starts from an empty state.
    // The consent is a cookie for `localhost` (domain/consent.ts: version 1, one event, all three
    // granted): cookies ignore the port, so the other storefronts (E2E_PORT + n) have it too.
    storageState: {
      cookies: [{ name: 'consent', value: '1.1.111', domain: 'localhost', path: '/', expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [
        {
          origin: `http://localhost:${PORT}`,
          localStorage: [{ name: 'managed-newsletter-close-time', value: String(Date.now()) }],
        },
      ],
    },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Specs that switch the store's account-confirmation setting: one at a time, beside the journeys
    // (e2e/fixtures/account.ts registerAccount works with the setting either way). Listed first so
    // that they start first: one worker's share queued last left the other worker idle at the end.
    { name: 'store-settings', testMatch: STORE_SETTINGS_SPECS, grepInvert: BACKEND_DOWN, workers: 1 },
    // Journeys that leave the shared backend as they found it (fresh accounts, carts, e-mails).
    { name: 'journeys', testIgnore: STORE_SETTINGS_SPECS, grepInvert: BACKEND_DOWN },
    // Tests that make the backend fail every call: alone, after everything else.
    // One at a time: one test's heal() would end another's outage mid-page (seen as a 404 for the
    // maintenance page).
    { name: 'backend-down', grep: BACKEND_DOWN, dependencies: ['journeys', 'store-settings'], workers: 1 },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --persist .wrangler/e2e-${PORT} --fresh --bundled`,
      // /__dev/backend/health seeds the catalogue on first call, so tests start on seeded data.
      url: `http://localhost:${PORT}/__dev/backend/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Started once, beside the shared storefront (a spec starting its own stalled its worker for
    // 20-100 s; a JVM per Nu check took about 4 s): e2e/fixtures/extra-storefronts.ts.
    ...EXTRA_SERVERS.filter((server) => needed(server.specs)).map(({ name, command, url }) => ({
      name,
      command,
      url,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'ignore' as const,
    })),
  ],
});
