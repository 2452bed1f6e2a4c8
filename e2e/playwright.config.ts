import { defineConfig, devices } from '@playwright/test';
import {
  APP_PORT,
  APP_URL,
  GEOCODER_PORT,
  GEOCODER_URL,
  JOURNEY_RELEASE,
  MAIL_HTTP_PORT,
  MAIL_SINK_URL,
  MAIL_SMTP_PORT,
  REPORTING_HOST,
  SECOND_ORIGIN_PORT,
  SECOND_ORIGIN_URL,
} from './support/ports';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: APP_URL,
    // As a person who asked for less motion: RefNet's pop-ups then open and close without animating, so the
    // browser draws far fewer frames (motion itself is antd's, and the setting is honoured in the product).
    reducedMotion: 'reduce',
    // A failed journey keeps its trace: each action with the DOM before and after it. No screencast: encoding
    // its frames took most of the browser's CPU in every passing test too (a quarter of the journeys' time).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP ${REPORTING_HOST} 127.0.0.1`,
      ],
    },
  },
  webServer: [
    {
      command: `node support/mail-sink.mjs ${MAIL_SMTP_PORT} ${MAIL_HTTP_PORT}`,
      url: `${MAIL_SINK_URL}/messages`,
      reuseExistingServer: false,
    },
    {
      // A release of mf-admin is built first, for the release journeys (about 25 s).
      command: `node support/build-journey-release.mjs ${JOURNEY_RELEASE} && node support/serve-second-origin.mjs ../mf-admin/dist ${SECOND_ORIGIN_PORT}`,
      url: `${SECOND_ORIGIN_URL}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node support/geocoder-stand-in.mjs ${GEOCODER_PORT}`,
      url: `${GEOCODER_URL}/postcodes/M1%201AE`,
      reuseExistingServer: false,
    },
    {
      command: `node support/start-app.mjs ${APP_PORT} ${SECOND_ORIGIN_PORT} ${MAIL_SMTP_PORT} ${GEOCODER_PORT}`,
      url: `${APP_URL}/api/v1/app-version/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
