import { webPushEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';
import { currentSubscription, keyBytes, pushRegistration } from './browser-push';

/** Why turning push on stopped short: the member (or the browser) said no. */
export class PushDenied extends Error {}

const refreshDevices = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: endpointKey(webPushEndpoints.memberPushDevices) });

/** This browser subscribed with the portal's key, and the server told where to send. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied();
      const [{ public_key }, registration] = await Promise.all([callEndpoint(webPushEndpoints.pushPublicKey, {}), pushRegistration()]);
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('subscription without keys');
      return callEndpoint(webPushEndpoints.memberPushSubscribe, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    },
    onSettled: () => refreshDevices(queryClient),
  });
}

/** This browser's subscription ended, here and on the server. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await callEndpoint(webPushEndpoints.memberPushUnsubscribe, { body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    },
    onSettled: () => refreshDevices(queryClient),
  });
}

/** A real push to this browser, sent by the server now. */
export function useSendTestPush() {
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) throw new Error('push is off on this device');
      return callEndpoint(webPushEndpoints.memberPushTest, { body: { endpoint: subscription.endpoint } });
    },
  });
}
