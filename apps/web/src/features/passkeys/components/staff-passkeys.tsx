import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { passkeysSupported } from '@/lib/passkeys/webauthn';
import { staffPasskeysQuery, useAddStaffPasskey, useRemoveStaffPasskey } from '../api/passkeys';
import { PASSKEY_TEXT } from '../messages';
import { AddPasskeyButton } from './add-passkey-button';
import { PasskeyList } from './passkey-list';

const T = PASSKEY_TEXT.staff;

/** The staff user's passkeys for the login's second step, on their own account page (decision 074). */
export function StaffPasskeys() {
  const query = useQuery(staffPasskeysQuery());
  const supported = useBrowserFact(passkeysSupported, true);
  const add = useAddStaffPasskey();
  const remove = useRemoveStaffPasskey();
  return (
    <section aria-labelledby="staff-passkeys-title" className="max-w-3xl space-y-4">
      <h2 id="staff-passkeys-title" className="text-xl font-bold text-primary">
        {PASSKEY_TEXT.section}
      </h2>
      <p className="rounded-2xl bg-white p-4 text-base text-stone-700 shadow-sm">{T.explain}</p>
      {supported ? <AddPasskeyButton add={add} className="w-full sm:w-auto" /> : <p className="rounded-lg bg-stone-100 p-3 text-base">{PASSKEY_TEXT.unsupported}</p>}
      <QueryView query={query} loadingLabel={PASSKEY_TEXT.loading} failedTitle={PASSKEY_TEXT.failed}>
        {({ passkeys }) =>
          passkeys.length === 0 ? <EmptyState title={T.none} /> : <PasskeyList passkeys={passkeys} onRemove={(id, password) => remove.mutateAsync({ id, password })} />
        }
      </QueryView>
    </section>
  );
}
