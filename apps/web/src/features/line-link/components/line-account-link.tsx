import { formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { TitledSection } from '@/components/ui/titled-section';
import { lineLinkQuery } from '../api/get-line-link';
import { useUnlinkLine } from '../api/unlink-line';
import { LINE_LINK_TEXT as T } from '../messages';

/**
 * The member's LINE section (issue 25 item 4), for the notifications page: whether the member's LINE account is
 * linked, unlinking it, and the three steps that link one, with the add-friend button a phone opens LINE with and the
 * QR code a computer's screen shows. Nothing at all while the cooperative has not configured LINE, or while loading.
 */
export function LineAccountLink() {
  const state = useQuery(lineLinkQuery()).data;
  const unlink = useUnlinkLine();
  if (!state?.available) return null;
  return (
    <TitledSection title={T.title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      {state.linked ? (
        <div className="space-y-3 text-base">
          <p className="flex items-center gap-2 font-semibold text-green-800">
            <span aria-hidden="true" className="inline-block size-3 rounded-full bg-green-600" />
            {T.linked}
          </p>
          {state.linked_at && <p className="text-stone-700">{T.linkedSince(formatThaiDate(state.linked_at, 'long'))}</p>}
          <p className="text-stone-700">{T.linkedHelp}</p>
          <ConfirmButton question={T.unlinkQuestion} confirmLabel={T.unlinkConfirm} onConfirm={() => unlink.mutate()} disabled={unlink.isPending} className={secondaryButtonClass}>
            {T.unlink}
          </ConfirmButton>
        </div>
      ) : (
        <div className="space-y-3 text-base">
          <p className="flex items-center gap-2 font-semibold text-stone-800">
            <span aria-hidden="true" className="inline-block size-3 rounded-full bg-stone-400" />
            {T.notLinked}
          </p>
          <p className="text-stone-700">{T.notLinkedHelp}</p>
          <ol className="list-decimal space-y-4 ps-6 text-stone-800">
            <li>
              <p>{T.step1(state.basic_id ?? '')}</p>
              {state.add_friend_url && (
                <a href={state.add_friend_url} target="_blank" rel="noopener noreferrer" className={`${primaryButtonClass} mt-2`}>
                  {T.addFriend}
                </a>
              )}
              {state.add_friend_qr_svg && (
                // a phone cannot scan its own screen: the code is for a member reading on a computer
                <div className="mt-3 hidden sm:block">
                  <p className="text-stone-700">{T.scan}</p>
                  <div role="img" aria-label={T.qrLabel} className="mt-2 size-44 bg-white [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: state.add_friend_qr_svg }} />
                </div>
              )}
            </li>
            <li>{T.step2}</li>
            <li>{T.step3}</li>
          </ol>
        </div>
      )}
    </TitledSection>
  );
}
