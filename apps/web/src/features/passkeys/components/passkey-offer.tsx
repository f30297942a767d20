import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { passkeyOfferDone, putPasskeyOfferAway } from '@/lib/passkeys/passkey-device';
import { passkeysSupported } from '@/lib/passkeys/webauthn';
import { memberPasskeysQuery, useAddMemberPasskey } from '../api/passkeys';
import { PASSKEY_TEXT } from '../messages';
import { AddPasskeyButton } from './add-passkey-button';

const T = PASSKEY_TEXT.offer;

/**
 * The home's offer of a passkey (decision 074): once per device, to a member who has none, on a browser that can make
 * one; adding one or "ไม่ใช่ตอนนี้" puts it away for good on this device (the security page still adds more).
 */
export function PasskeyOffer({ membershipNo }: { membershipNo: string | undefined }) {
  // the member area is drawn in the browser only (decision 013), so the first render may read the device
  const [open, setOpen] = useState(() => passkeysSupported() && !passkeyOfferDone());
  const passkeys = useQuery({ ...memberPasskeysQuery(), enabled: open });
  const add = useAddMemberPasskey(membershipNo);
  if (!open || !passkeys.data || passkeys.data.passkeys.length > 0) return null;
  const close = () => {
    putPasskeyOfferAway();
    setOpen(false);
  };
  return (
    <section aria-labelledby="passkey-offer-title" className="rounded-2xl border-2 border-primary/30 bg-white p-3 shadow-sm sm:p-4">
      <h2 id="passkey-offer-title" className="text-base font-bold text-primary sm:text-lg">
        {T.title}
      </h2>
      <p className="text-base text-stone-700">{T.body}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <AddPasskeyButton add={add} onAdded={close} className="sm:flex-1" />
        <button type="button" className={`${secondaryButtonClass} sm:flex-1`} onClick={close}>
          {T.later}
        </button>
      </div>
    </section>
  );
}
