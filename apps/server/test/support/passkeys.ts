import { endpointPath, endpoints, type PasskeyCreationOptions, type PasskeyRequestOptions } from '@coop/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { memberPost } from './requests';
import { SoftAuthenticator, type Tampering } from './soft-authenticator';

/** An authenticator for the app's relying party (its configured origin), as a member's phone would be. */
export function authenticatorFor(app: FastifyInstance): SoftAuthenticator {
  const rp = app.config.passkeys;
  if (!rp) throw new Error('passkeys are off in this app');
  return new SoftAuthenticator(rp.origin);
}

export async function memberCreationOptions(app: FastifyInstance, token: string): Promise<PasskeyCreationOptions> {
  const res = await memberPost(app, endpoints.memberPasskeyCreationOptions.path, token, {});
  if (res.statusCode !== 200) throw new Error(`passkey options: ${res.statusCode} ${res.body}`);
  return res.json().options as PasskeyCreationOptions;
}

/** Both steps of adding a passkey from the security page; the register call's answer. */
export async function addMemberPasskey(app: FastifyInstance, token: string, authenticator: SoftAuthenticator, tampering?: Tampering): Promise<LightMyRequestResponse> {
  const credential = authenticator.create(await memberCreationOptions(app, token), tampering);
  return memberPost(app, endpoints.memberPasskeyRegister.path, token, { credential });
}

export async function signInOptions(app: FastifyInstance, membershipNo?: string): Promise<PasskeyRequestOptions> {
  const res = await memberPost(app, endpoints.memberPasskeySignInOptions.path, undefined, membershipNo ? { membership_no: membershipNo } : {});
  if (res.statusCode !== 200) throw new Error(`sign-in options: ${res.statusCode} ${res.body}`);
  return res.json().options as PasskeyRequestOptions;
}

/** The logon page's passkey sign-in: options (for the remembered number, if any), then the signed assertion. */
export async function passkeySignIn(
  app: FastifyInstance,
  authenticator: SoftAuthenticator,
  opts: { membershipNo?: string; tampering?: Tampering; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const credential = authenticator.get(await signInOptions(app, opts.membershipNo), opts.tampering);
  return app.inject({
    method: 'POST',
    url: endpoints.memberPasskeySignIn.path,
    payload: { credential },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

export const passkeyPath = (name: 'memberPasskeyRename' | 'memberPasskeyRemove' | 'staffPasskeyRemove', id: number) => endpointPath(endpoints[name], { id });
