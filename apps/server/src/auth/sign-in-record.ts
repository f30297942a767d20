import { deviceName } from '@coop/contract';
import { type AccessRow, insertAccess } from '../db/repositories/access-record-repository';
import { clientAddress, type DomainContext } from '../domain/context';
import type { DeviceArea } from './known-device';

/** How a member or member group got in, or tried to (decision 078). */
export type SignInWay = 'password' | 'passkey' | 'registration';
/** Why a sign-in was refused; never what was typed. */
export type SignInRefusal = 'bad-credentials' | 'locked' | 'recaptcha' | 'passkey-refused';

/** The areas whose sign-ins the access record holds; staff sign-ins are in the audit log (028). */
export type SignInArea = Exclude<DeviceArea, 'staff'>;

/** The access row of a sign-in to `subject`'s account, good (no refusal) or refused, from this request. */
export function signInRow(context: DomainContext, area: SignInArea, subject: string, what: SignInWay, refusal?: SignInRefusal): AccessRow {
  return {
    at: context.now(),
    event: refusal ? 'sign-in-failed' : 'sign-in',
    area,
    subject,
    what,
    detail: refusal ?? null,
    ip: clientAddress(context),
    device: deviceName(context.client?.userAgent),
  };
}

/** A refused sign-in, recorded before its refusal is answered (one insert: the refusal writes nothing else). */
export function recordRefusedSignIn(context: DomainContext, area: SignInArea, subject: string, what: SignInWay, refusal: SignInRefusal): Promise<void> {
  return insertAccess(context.db, [signInRow(context, area, subject, what, refusal)]);
}
