import { primaryButtonClass } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { useStartLineLink } from '../api/start-line-link';
import { LINE_LINK_TEXT as T } from '../messages';

/**
 * The signed-in member's step on the page LINE's link opens: one button, so linking is the member's own act, which
 * sends the browser on to LINE to confirm it is the same LINE user.
 */
export function LineLinkConfirm({ linkToken }: { linkToken: string }) {
  const start = useStartLineLink();
  // after success the browser is leaving for LINE: the button stays busy
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="space-y-5 text-base">
      <p className="text-stone-700">{T.confirmHelp}</p>
      <button type="button" className={`${primaryButtonClass} w-full`} disabled={busy} onClick={() => start.mutate(linkToken)}>
        {busy && <Spinner className="size-5" />}
        {busy ? T.confirming : T.confirm}
      </button>
    </div>
  );
}
