import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** One 30-second step either side: a phone's clock a little off still works, a code stays good for 90 s at most. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth URI an authenticator app reads, and its QR code as SVG, for enrolment at the first login. */
export async function totpEnrolment(issuer: string, username: string, secret: string) {
  const otpauthUri = generateURI({ issuer, label: username, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: otpauthUri, qr_svg: qrSvg };
}

/** The time step the code belongs to, or undefined when it is not the authenticator's code around `now`. */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | undefined> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  // a TOTP check's result carries its step; the HOTP shape of the union does not
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
