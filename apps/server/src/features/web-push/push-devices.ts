import { deviceName, type PushDevicesResponse, type PushDoneResponse, type PushSubscribeBody } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { pushToDevice } from './push-delivery';
import { isPushServiceAddress } from './push-service-hosts';
import { vapidKeys } from './vapid-keys';
import { WEB_PUSH_TEXT } from './web-push-text';

const done = (rc_des: string): PushDoneResponse => ({ rc_code: '1', rc_des });

/** The key browsers subscribe with. */
export async function pushPublicKey(context: DomainContext): Promise<string> {
  return (await vapidKeys(context.db)).publicKey;
}

/**
 * Push on for this device, for the signed-in member. An address is one browser, so a member signing in on a
 * device someone else turned push on for takes it over: the device no longer shows the other member's messages.
 */
export async function subscribeDevice(context: DomainContext, body: PushSubscribeBody): Promise<PushDoneResponse> {
  if (!isPushServiceAddress(body.endpoint, context.config.webPush.serviceHosts)) throw new ApiFailure(400, 'UNKNOWN_PUSH_SERVICE', WEB_PUSH_TEXT.unknownService);
  const row = {
    membership_no: memberActor(context),
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    device_name: deviceName(context.client?.userAgent),
    created_at: context.now().toISOString(),
  };
  await context.db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ membership_no: row.membership_no, p256dh: row.p256dh, auth: row.auth, device_name: row.device_name, created_at: row.created_at, last_success_at: null }),
    )
    .execute();
  return done(WEB_PUSH_TEXT.subscribed);
}

/** Push off for this device; already off is no error. */
export async function unsubscribeDevice(context: DomainContext, endpoint: string): Promise<PushDoneResponse> {
  await context.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('membership_no', '=', memberActor(context)).execute();
  return done(WEB_PUSH_TEXT.unsubscribed);
}

export async function memberPushDevices(context: DomainContext): Promise<PushDevicesResponse> {
  const devices = await context.db
    .selectFrom('push_subscriptions')
    .select(['device_name', 'created_at', 'last_success_at'])
    .where('membership_no', '=', memberActor(context))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    rc_code: '1',
    devices: devices.map((d) => ({
      device_name: d.device_name,
      created_at: new Date(d.created_at).toISOString(),
      last_success_at: d.last_success_at && new Date(d.last_success_at).toISOString(),
    })),
  };
}

/** A real push to this device now, so the member sees that it works; the push service's refusal is said in Thai. */
export async function sendTestPush(context: DomainContext, endpoint: string): Promise<PushDoneResponse> {
  const device = await context.db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('endpoint', '=', endpoint)
    .where('membership_no', '=', memberActor(context))
    .executeTakeFirst();
  if (!device) throw new ApiFailure(404, 'NOT_SUBSCRIBED', WEB_PUSH_TEXT.notSubscribed);
  const result = await pushToDevice(context, device, {
    title: WEB_PUSH_TEXT.testTitle,
    body: WEB_PUSH_TEXT.testBody,
    link: '/member/welcome',
    tag: `test-${device.id}-${context.now().getTime()}`,
    security: false,
  });
  if (result.kind === 'sent') return done(WEB_PUSH_TEXT.testSent);
  if (result.kind === 'gone') throw new ApiFailure(404, 'PUSH_GONE', WEB_PUSH_TEXT.testGone);
  context.log.warn({ reason: result.reason }, 'test push not taken');
  throw new ApiFailure(502, 'PUSH_FAILED', WEB_PUSH_TEXT.testFailed);
}
