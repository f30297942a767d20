import type { ImpersonationInfo } from '@coop/contract';
import { formatThaiTime } from '@coop/thai-format';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_MEMBERS_TEXT as t } from '../messages';

/**
 * In the member header, on every member page, while a staff user looks through the member's session: who, why,
 * until when, and the end button. Compact, as it stays in view on a phone; it goes only when the look ends.
 */
export function ImpersonationBanner({ info, onEnd, ending }: { info: ImpersonationInfo; onEnd: () => void; ending: boolean }) {
  return (
    <div role="status" className="flex items-center gap-3 border-t-4 border-warning bg-secondary-light px-3 py-2 text-stone-900 sm:px-4">
      <div className="min-w-0 flex-1 text-sm sm:text-base">
        <p className="font-bold">{t.banner(`${info.by_name} (${info.by})`, formatThaiTime(info.ends_at))}</p>
        <p className="truncate" title={info.reason}>
          {t.bannerReason(info.reason)}
        </p>
        <p className="hidden text-sm text-stone-700 sm:block">{t.bannerNote}</p>
      </div>
      <button
        type="button"
        onClick={onEnd}
        disabled={ending}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-warning px-3 py-2 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60 sm:px-5 sm:text-base"
      >
        {ending && <Spinner className="size-5" />}
        {t.endImpersonation}
      </button>
    </div>
  );
}
