import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const STEP_SECONDS = 30;
/**
 * The clock window (decision 070): a code is taken only in its own 30-second step, so it lives 30 s at most (ASVS
 * 5.0 6.5.5). A code of the step just before or after is recognised, only to tell the owner why it was refused.
 */
const RECOGNISED_SECONDS = STEP_SECONDS;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth URI an authenticator app reads, and its QR code as SVG, for enrolment at the first login. */
export async function totpEnrolment(issuer: string, username: string, secret: string) {
  const otpauthUri = generateURI({ issuer, label: username, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: otpauthUri, qr_svg: qrSvg };
}

/** A code read against the clock: its step, and whether that step is now, just past, or yet to come (a fast phone). */
export interface TotpReading {
  step: number;
  timing: 'now' | 'late' | 'early';
}

/** The authenticator's code read around `now`; undefined when it is none of the three steps' codes. */
export async function readTotp(secret: string, code: string, now: Date): Promise<TotpReading | undefined> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: RECOGNISED_SECONDS });
  // a TOTP check's result carries its step; the HOTP shape of the union does not
  if (!result.valid || !('timeStep' in result)) return undefined;
  const current = Math.floor(epoch / STEP_SECONDS);
  return { step: result.timeStep, timing: result.timeStep === current ? 'now' : result.timeStep < current ? 'late' : 'early' };
}
