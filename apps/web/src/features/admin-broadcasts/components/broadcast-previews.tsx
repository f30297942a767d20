import { PreviewFrame } from '@/components/ui/preview-frame';
import { ADMIN_BROADCASTS_TEXT as T } from '../messages';

interface PreviewProps {
  title: string;
  body: string;
  /** The member page's name the message opens, if any. */
  linkName: string | undefined;
}

const placeholder = (text: string, fallback: string) => (text.trim() === '' ? fallback : text);

/**
 * How the message will look where members read it: the inbox entry, a phone's notification, a LINE message and an
 * SMS, which carries no link (decision 057). Drawn from the form as it is typed.
 */
export function BroadcastPreviews({ title, body, linkName }: PreviewProps) {
  const shownTitle = placeholder(title, T.titleLabel);
  const shownBody = placeholder(body, T.bodyLabel);
  return (
    <div aria-hidden="true" className="grid gap-4">
      <PreviewFrame label={T.previewInbox}>
        <div className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
          <p className="flex items-start gap-2 font-semibold break-words">
            <span className="mt-2 inline-block size-2.5 shrink-0 rounded-full bg-primary" />
            {shownTitle}
          </p>
          <p className="mt-1 text-base break-words whitespace-pre-line text-stone-700">{shownBody}</p>
          {linkName && <p className="mt-2 font-medium text-primary underline underline-offset-4">{`${T.previewOpen}${linkName}`}</p>}
        </div>
      </PreviewFrame>
      <PreviewFrame label={T.previewPush}>
        <div className="rounded-2xl bg-stone-800 p-3 text-white shadow light-palette">
          <p className="text-xs text-stone-300">{T.coopSender}</p>
          <p className="truncate font-semibold">{shownTitle}</p>
          <p className="line-clamp-2 text-sm text-stone-200">{shownBody}</p>
        </div>
      </PreviewFrame>
      <PreviewFrame label={T.previewLine}>
        <div className="max-w-xs rounded-2xl rounded-tl-sm bg-[#e8f8e8] p-3 text-stone-900 light-palette">
          <p className="font-semibold break-words">{shownTitle}</p>
          <p className="text-sm break-words whitespace-pre-line">{shownBody}</p>
          {linkName && <p className="mt-2 border-t border-green-300 pt-2 text-center text-sm font-semibold text-green-800">{T.previewOpen}</p>}
        </div>
      </PreviewFrame>
      <PreviewFrame label={T.previewSms}>
        <div className="max-w-xs rounded-2xl bg-stone-200 p-3 text-sm break-words whitespace-pre-line text-stone-900">{`${shownTitle}\n${shownBody}`}</div>
      </PreviewFrame>
    </div>
  );
}
