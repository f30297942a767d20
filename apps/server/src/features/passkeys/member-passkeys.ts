import {
  deviceName,
  type PasskeyAddedResponse,
  type PasskeyCreationOptionsResponse,
  type PasskeyDoneResponse,
  type PasskeyListResponse,
  type PasskeyRegisterBody,
} from '@coop/contract';
import { formatThaiName } from '@coop/thai-format';
import { requireOwnPassword } from '../../auth/password-change';
import { PASSKEY_TEXT, passkeyCreationOptions, passkeyEntry, registerPasskey } from '../../auth/passkeys';
import { findPasswordHash } from '../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import { deletePasskey, listPasskeys, type PasskeyOwner, renamePasskey } from '../../db/repositories/passkey-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';

const ownerOf = (context: DomainContext): Extract<PasskeyOwner, { kind: 'member' }> => ({ kind: 'member', membershipNo: memberActor(context) });
const notFound = () => new ApiFailure(404, 'NOT_FOUND', PASSKEY_TEXT.notFound);

/** The signed-in member's passkeys: name, when added and when last used. */
export async function memberPasskeyList(context: DomainContext): Promise<PasskeyListResponse> {
  return { rc_code: '1', passkeys: (await listPasskeys(context.db, ownerOf(context))).map(passkeyEntry) };
}

/** Options for the member's new passkey; the browser's prompt shows the cooperative's name and the member's. */
export async function memberPasskeyOptions(context: DomainContext): Promise<PasskeyCreationOptionsResponse> {
  const owner = ownerOf(context);
  const member = await findMemberIdentity(context.db, owner.membershipNo);
  if (!member) throw notFound();
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  const options = await passkeyCreationOptions(context, owner, 'member-register', {
    rpName: site.coop_name_th,
    userName: member.membership_no,
    displayName: formatThaiName(member.prename, member.member_name, member.member_surname),
  });
  return { rc_code: '1', options };
}

/**
 * The member's new passkey, named after the device it was made on (renamed later from the security page); the
 * member is told on every channel they chose, so a passkey added by someone else does not go unnoticed.
 */
export async function memberPasskeyRegister(context: DomainContext, body: PasskeyRegisterBody): Promise<PasskeyAddedResponse> {
  const owner = ownerOf(context);
  const name = deviceName(context.client?.userAgent);
  const passkey = await registerPasskey(context, owner, 'member-register', body.credential, name);
  await publishMemberEvent(
    context,
    { kind: 'passkey-added', key: `passkey-added:${owner.membershipNo}:${passkey.id}`, params: { name, at: passkey.created_at } },
    oneMember(context.db, owner.membershipNo),
  );
  return { rc_code: '1', rc_des: PASSKEY_TEXT.added, passkey };
}

export async function memberPasskeyRename(context: DomainContext, id: number, name: string): Promise<PasskeyDoneResponse> {
  if (!(await renamePasskey(context.db, ownerOf(context), id, name.trim()))) throw notFound();
  return { rc_code: '1', rc_des: PASSKEY_TEXT.renamed };
}

/** Removes one of the member's passkeys once their password is typed again (a phone left unlocked is not enough). */
export async function memberPasskeyRemove(context: DomainContext, id: number, password: string): Promise<PasskeyDoneResponse> {
  const owner = ownerOf(context);
  await requireOwnPassword(context, 'member', findPasswordHash, owner.membershipNo, password);
  if (!(await deletePasskey(context.db, owner, id))) throw notFound();
  return { rc_code: '1', rc_des: PASSKEY_TEXT.removed };
}
