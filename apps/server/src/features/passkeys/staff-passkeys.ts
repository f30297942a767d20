import type { PasskeyAddedResponse, PasskeyCreationOptionsResponse, PasskeyDoneResponse, PasskeyListResponse, PasskeyRegisterBody } from '@coop/contract';
import { deviceName } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { requireOwnPassword } from '../../auth/password-change';
import { PASSKEY_TEXT, passkeyCreationOptions, passkeyEntry, registerPasskey } from '../../auth/passkeys';
import { deletePasskey, listPasskeys, type PasskeyOwner } from '../../db/repositories/passkey-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { findStaffIdentity, findStaffUser } from '../../db/repositories/staff-user-repository';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';

const ownerOf = (context: DomainContext): Extract<PasskeyOwner, { kind: 'staff' }> => ({ kind: 'staff', username: staffActor(context) });

/** The staff user's own passkeys (their second factor beside the authenticator app). */
export async function staffPasskeyList(context: DomainContext): Promise<PasskeyListResponse> {
  return { rc_code: '1', passkeys: (await listPasskeys(context.db, ownerOf(context))).map(passkeyEntry) };
}

export async function staffPasskeyOptions(context: DomainContext): Promise<PasskeyCreationOptionsResponse> {
  const owner = ownerOf(context);
  const staff = await findStaffIdentity(context.db, owner.username);
  if (!staff) throw new ApiFailure(404, 'NOT_FOUND', PASSKEY_TEXT.notFound);
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  const options = await passkeyCreationOptions(context, owner, 'staff-register', {
    rpName: site.coop_name_th,
    userName: staff.username,
    displayName: staff.display_name,
  });
  return { rc_code: '1', options };
}

/** A staff user's new passkey, enrolled from a session that passed the authenticator's code; audited. */
export async function staffPasskeyRegister(context: DomainContext, body: PasskeyRegisterBody): Promise<PasskeyAddedResponse> {
  const name = deviceName(context.client?.userAgent);
  const passkey = await registerPasskey(context, ownerOf(context), 'staff-register', body.credential, name);
  await recordAudit(context, { action: 'staff.passkey_added', target: `passkey:${passkey.id}`, after: { name } });
  return { rc_code: '1', rc_des: PASSKEY_TEXT.added, passkey };
}

/** Removes one of the staff user's passkeys once their password is typed again; audited. */
export async function staffPasskeyRemove(context: DomainContext, id: number, password: string): Promise<PasskeyDoneResponse> {
  const owner = ownerOf(context);
  await requireOwnPassword(context, 'staff', (db, username) => findStaffUser(db, username), owner.username, password);
  const removed = await deletePasskey(context.db, owner, id);
  if (!removed) throw new ApiFailure(404, 'NOT_FOUND', PASSKEY_TEXT.notFound);
  await recordAudit(context, { action: 'staff.passkey_removed', target: `passkey:${removed.id}`, before: { name: removed.name } });
  return { rc_code: '1', rc_des: PASSKEY_TEXT.removed };
}
