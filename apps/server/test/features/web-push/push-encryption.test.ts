import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPushPayload } from '../../../src/features/web-push/push-encryption';
import { decryptPushPayload } from '../../support/push-service';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 §5, "Push Message Encryption Example": every input and the exact message it gives. */
const EXAMPLE = {
  plaintext: 'V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24',
  serverPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  browserPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  browserPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('Web Push message encryption (RFC 8291)', () => {
  it("gives the RFC's example message byte for byte from its keys and salt", () => {
    const message = encryptPushPayload(
      b64(EXAMPLE.plaintext),
      { p256dh: b64(EXAMPLE.browserPublic), auth: b64(EXAMPLE.auth) },
      { salt: b64(EXAMPLE.salt), ephemeralPrivateKey: b64(EXAMPLE.serverPrivate) },
    );
    expect(message.toString('base64url')).toBe(EXAMPLE.message);
  });

  it("lets the test's browser side read the RFC's example with the browser's private key", () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(b64(EXAMPLE.browserPrivate));
    expect(decryptPushPayload(b64(EXAMPLE.message), { ecdh, auth: b64(EXAMPLE.auth) }).toString('base64url')).toBe(EXAMPLE.plaintext);
  });
});
