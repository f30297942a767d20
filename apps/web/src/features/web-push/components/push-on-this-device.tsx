import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { StatusPill } from '@/components/ui/status-pill';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { ApiRequestError } from '@/lib/http/api-request';
import { currentSubscription, pushSupport } from '../api/browser-push';
import { pushDevicesQuery } from '../api/push-devices';
import { PushDenied, useSendTestPush, useTurnOffPush, useTurnOnPush } from '../api/push-on-device';
import { WEB_PUSH_TEXT as T } from '../messages';

const permissionNow = () => ('Notification' in window ? Notification.permission : 'default');

/** A failure the server did not already show as a toast (callEndpoint shows its own). */
const sayFailure = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) notifyError(T.failed);
};

/**
 * Push on this device (decision 054): on and off, why not when the browser cannot or will not, and a test message
 * the server sends through the real push service. Placed on the member's notification settings.
 */
export function PushOnThisDevice() {
  const support = useBrowserFact(pushSupport, 'unsupported');
  const [subscribed, setSubscribed] = useState<boolean>();
  const [permission, setPermission] = useState(() => (typeof window === 'undefined' ? 'default' : permissionNow()));
  const devices = useQuery({ ...pushDevicesQuery(), enabled: support === 'supported' });
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const sendTest = useSendTestPush();

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    currentSubscription().then(
      (s) => live && setSubscribed(s !== null),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [support]);

  const on = () =>
    turnOn.mutate(undefined, {
      onSuccess: () => {
        setSubscribed(true);
        notifySuccess(T.turnedOn);
      },
      onError: (error) => {
        setPermission(permissionNow());
        if (!(error instanceof PushDenied)) sayFailure(error);
      },
    });
  const off = () => turnOff.mutate(undefined, { onSuccess: () => setSubscribed(false), onError: sayFailure });
  const test = () => sendTest.mutate(undefined, { onSuccess: (answer) => notifySuccess(answer.rc_des), onError: sayFailure });
  const busy = turnOn.isPending || turnOff.isPending;
  const count = devices.data?.devices.length ?? 0;

  return (
    <section aria-labelledby="push-on-this-device" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="push-on-this-device" className="text-xl font-bold text-primary">
          {T.title}
        </h2>
        {support === 'supported' && subscribed !== undefined && (
          <StatusPill tone={subscribed ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-700'} large>
            {subscribed ? T.on : T.off}
          </StatusPill>
        )}
      </div>
      <p className="mt-2 text-base text-stone-700">{T.explain}</p>
      {support === 'iphone-not-installed' && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-base text-amber-950">{T.iphoneFirst}</p>}
      {support === 'unsupported' && <p className="mt-3 rounded-lg bg-stone-100 p-3 text-base text-stone-800">{T.unsupported}</p>}
      {support === 'supported' && permission === 'denied' && !subscribed && (
        <div role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-base text-amber-950">
          <p className="font-semibold">{T.deniedTitle}</p>
          <p>{T.denied}</p>
        </div>
      )}
      {support === 'supported' && subscribed !== undefined && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {subscribed ? (
            <>
              <button type="button" className={primaryButtonClass} onClick={test} disabled={sendTest.isPending}>
                {sendTest.isPending && <Spinner className="size-5" />}
                {T.sendTest}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={off} disabled={busy}>
                {turnOff.isPending && <Spinner className="size-5" />}
                {T.turnOff}
              </button>
            </>
          ) : (
            permission !== 'denied' && (
              <button type="button" className={primaryButtonClass} onClick={on} disabled={busy}>
                {turnOn.isPending && <Spinner className="size-5" />}
                {turnOn.isPending ? T.working : T.turnOn}
              </button>
            )
          )}
        </div>
      )}
      {count > 0 && <p className="mt-3 text-base text-stone-600">{T.otherDevices(count)}</p>}
    </section>
  );
}
