/** Ports of the production-like servers the journeys run against (away from dev ports 3000–3005, 8000). */
export const APP_PORT = 8100;
/** A second origin that serves mf-admin alone, named in the app's config. */
export const SECOND_ORIGIN_PORT = 8101;
/** The SMTP sink the app sends to, and where the journeys read what it received. */
export const MAIL_SMTP_PORT = 8102;
export const MAIL_HTTP_PORT = 8103;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
/** The postcodes.io stand-in (support/geocoder-stand-in.mjs), the app's GEOCODER_URL. */
export const GEOCODER_PORT = 8104;
export const GEOCODER_URL = `http://127.0.0.1:${GEOCODER_PORT}`;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/**
 * The app under a name that is not localhost (the browser maps it to 127.0.0.1): RefNet reports errors to
 * /error-notification/ everywhere but on localhost (SPEC §9), so a journey that checks a report uses this.
 */
export const REPORTING_HOST = 'refnet.test';
export const REPORTING_APP_URL = `http://${REPORTING_HOST}:${APP_PORT}`;
export const SECOND_ORIGIN_URL = `http://127.0.0.1:${SECOND_ORIGIN_PORT}`;
/** The mf-admin release built for the release journeys (support/build-journey-release.mjs), served there. */
export const JOURNEY_RELEASE = '0.2.0-journey';
export const JOURNEY_RELEASE_MANIFEST = `${SECOND_ORIGIN_URL}/releases/${JOURNEY_RELEASE}/mf-manifest.json`;

export const ADMIN = {
  email: 'admin@refnet.example',
  password: 'E2e-admin-password-1!',
  name: 'RefNet Administrator',
};
export const CLINICIAN = {
  email: 'clinician@refnet.example',
  password: 'E2e-demo-password-1!',
  name: 'Amelia Hart',
};
