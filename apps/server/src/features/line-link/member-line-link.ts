import type { LineLinkStartBody, LineLinkStartResponse, LineLinkStateResponse, LineUnlinkResponse } from '@coop/contract';
import QRCode from 'qrcode';
import { recordAudit } from '../../audit/audit-log';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import type { LineConfig } from '../../config';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { deleteLineLink, findLineLink, saveLinkNonce } from './line-link-queries';
import { LINE_LINK_TEXT as T } from './line-link-text';

/** LINE's page that checks the LINE user is the one the link token was issued to, then sends the accountLink event. */
const ACCOUNT_LINK_PAGE = 'https://access.line.me/dialog/bot/accountLink';
/** As long as LINE's link token lives. */
const NONCE_MINUTES = 10;

/** LINE's configuration, or the Thai 404 of a deployment without it. */
export function lineOf(context: DomainContext): LineConfig {
  if (!context.config.line) throw new ApiFailure(404, 'LINE_NOT_CONFIGURED', T.notConfigured);
  return context.config.line;
}

export const addFriendUrl = (line: LineConfig) => `https://line.me/R/ti/p/${encodeURIComponent(line.basicId)}`;

const qrCodes = new Map<string, Promise<string>>();
/** The add-friend link as a QR code a phone scans from the computer's screen; made once per process. */
function addFriendQr(url: string): Promise<string> {
  let qr = qrCodes.get(url);
  if (!qr) {
    qr = QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    qrCodes.set(url, qr);
  }
  return qr;
}

/** Whether LINE is offered, whether the session member is linked, and how to add the Official Account. */
export async function memberLineLinkState(context: DomainContext): Promise<LineLinkStateResponse> {
  const membershipNo = memberActor(context);
  const line = context.config.line;
  if (!line) return { rc_code: '1', available: false, linked: false, linked_at: null, basic_id: null, add_friend_url: null, add_friend_qr_svg: null };
  const link = await findLineLink(context.db, membershipNo);
  const url = addFriendUrl(line);
  return {
    rc_code: '1',
    available: true,
    linked: link !== undefined,
    linked_at: link ? new Date(link.linked_at).toISOString() : null,
    basic_id: line.basicId,
    add_friend_url: url,
    add_friend_qr_svg: await addFriendQr(url),
  };
}

/**
 * The link page's step (account-link steps 8 and 9): a random nonce for the session member, kept as a hash for ten
 * minutes, and LINE's account-link address carrying it with LINE's link token. A later start replaces it.
 */
export async function startLineLink(context: DomainContext, body: LineLinkStartBody): Promise<LineLinkStartResponse> {
  lineOf(context);
  const membershipNo = memberActor(context);
  // made and kept as a session token is: 256 random bits, only the hash stored
  const nonce = newSessionToken();
  await saveLinkNonce(context.db, membershipNo, hashSessionToken(nonce), new Date(context.now().getTime() + NONCE_MINUTES * 60_000));
  const url = new URL(ACCOUNT_LINK_PAGE);
  url.searchParams.set('linkToken', body.link_token);
  url.searchParams.set('nonce', nonce);
  return { rc_code: '1', redirect_url: url.toString() };
}

/** The session member's LINE account is unlinked (with the audit entry); unlinking twice is not an error. */
export async function unlinkLine(context: DomainContext): Promise<LineUnlinkResponse> {
  lineOf(context);
  const membershipNo = memberActor(context);
  await context.db.transaction().execute(async (trx) => {
    if (await deleteLineLink(trx, membershipNo)) {
      await recordAudit(context, { action: 'notification.line_unlinked', target: membershipNo, after: { cause: 'member' } }, trx);
    }
  });
  return { rc_code: '1', rc_des: T.unlinked };
}
