import { useQuery } from '@tanstack/react-query';
import { DataPage } from '@/components/ui/data-page';
import { EmptyState } from '@/components/ui/empty-state';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { forgetPasskeyMember, putPasskeyOfferAway, rememberedPasskeyMember } from '@/lib/passkeys/passkey-device';
import { passkeysSupported } from '@/lib/passkeys/webauthn';
import { memberPasskeysQuery, useAddMemberPasskey, useRemoveMemberPasskey, useRenameMemberPasskey } from '../api/passkeys';
import { PASSKEY_TEXT as T } from '../messages';
import { AddPasskeyButton } from './add-passkey-button';
import { PasskeyList } from './passkey-list';

interface MemberSecurityProps {
  membershipNo: string | undefined;
  /** A staff user looks through the member's session: the list is shown, nothing may change (decision 031). */
  impersonating: boolean;
}

/** /member/security (ความปลอดภัย): the member's passkeys, added, named and removed here (decision 074). */
export function MemberSecurity({ membershipNo, impersonating }: MemberSecurityProps) {
  const query = useQuery(memberPasskeysQuery());
  const supported = useBrowserFact(passkeysSupported, true);
  const add = useAddMemberPasskey(membershipNo);
  const rename = useRenameMemberPasskey();
  const remove = useRemoveMemberPasskey();
  const removeAndForget = async (id: number, password: string) => {
    const answer = await remove.mutateAsync({ id, password });
    // with no passkey left the logon page should not offer one for this member
    if (query.data?.passkeys.length === 1 && rememberedPasskeyMember() === membershipNo) forgetPasskeyMember();
    return answer;
  };
  return (
    <DataPage query={query} text={T}>
      {({ passkeys }) => (
        <section aria-labelledby="passkeys-title" className="space-y-4">
          <h2 id="passkeys-title" className="text-xl font-bold text-primary">
            {T.section}
          </h2>
          <p className="rounded-2xl bg-white p-4 text-base text-stone-700 shadow-sm">{T.explain}</p>
          {impersonating ? (
            <p className="rounded-lg bg-amber-50 p-3 text-base text-amber-950">{T.impersonating}</p>
          ) : supported ? (
            <AddPasskeyButton add={add} onAdded={putPasskeyOfferAway} className="w-full sm:w-auto" />
          ) : (
            <p className="rounded-lg bg-stone-100 p-3 text-base text-stone-800">{T.unsupported}</p>
          )}
          {passkeys.length === 0 ? (
            <EmptyState title={T.none}>{T.noneHint}</EmptyState>
          ) : (
            <PasskeyList
              passkeys={passkeys}
              {...(impersonating
                ? {}
                : { onRename: (id: number, name: string) => rename.mutateAsync({ id, name }), onRemove: removeAndForget })}
            />
          )}
        </section>
      )}
    </DataPage>
  );
}
