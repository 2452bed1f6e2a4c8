import { SECOND_FACTOR_ISSUER } from '@refnet/contracts/second-factor';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps (otplib's defaults). */
const PERIOD_SECONDS = 30;
/** One step either side, for a phone's clock a little off and a code typed as it changed. */
const DRIFT_SECONDS = PERIOD_SECONDS;

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The 30-second step `code` belongs to, within the allowed drift of now; null when it matches none. */
export async function matchingTimeStep(secret: string, code: string): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null; // a token otplib refuses to read (its own format rules) is simply not the code
  }
}

/** What an authenticator app is given: the otpauth URI, drawn as a QR code here, never by another service. */
export async function enrolmentFor(secret: string, accountName: string) {
  const otpauthUri = generateURI({ issuer: SECOND_FACTOR_ISSUER, label: accountName, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCodeSvg };
}
