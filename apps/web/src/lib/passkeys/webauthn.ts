import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRequestOptions } from '@coop/contract';

/**
 * The browser's side of a passkey, through SimpleWebAuthn's browser library, loaded only when a passkey is made or
 * used (decision 074): no page carries it in its first load.
 */
const library = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (a secure context with the WebAuthn API). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

/** Why the browser's prompt ended without a passkey: the person closed it (or it timed out), or something else. */
export class PasskeyCancelled extends Error {}

/** The library's errors: a closed prompt is a cancellation, never a fault to report. */
function translated(error: unknown): Error {
  const name = (error as { name?: unknown; cause?: { name?: unknown } } | null)?.cause?.name ?? (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyCancelled();
  return error instanceof Error ? error : new Error(String(error));
}

/** navigator.credentials.create() with the server's options: the phone asks for a fingerprint, a face or its PIN. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistration> {
  const { startRegistration } = await library();
  try {
    const credential = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
    return credential as PasskeyRegistration;
  } catch (error) {
    throw translated(error);
  }
}

/** navigator.credentials.get() with the server's options. */
export async function signWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await library();
  try {
    const credential = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return credential as PasskeyAssertion;
  } catch (error) {
    throw translated(error);
  }
}
