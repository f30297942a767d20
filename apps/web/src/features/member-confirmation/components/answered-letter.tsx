import { type CheckedLine, DISPUTE_STATUS_NAMES, type DisputeStatus } from '@coop/contract';
import { buddhistYear, formatThaiDate } from '@coop/thai-format';
import { Fact } from '@/components/ui/detail-list';
import { DownloadButton } from '@/components/ui/download-button';
import { Money } from '@/components/ui/money';
import { StatusPill } from '@/components/ui/status-pill';
import { downloadLetterPdf } from '../api/download-letter-pdf';
import { CONFIRMATION_TEXT as T } from '../messages';
import { EvidenceForm } from './evidence-form';
import { LetterLines } from './letter-lines';
import type { Letter } from './letter-sheet';

const when = (iso: string) => formatThaiDate(iso, 'long', { withTime: true });

const CASE_CLASS: Record<DisputeStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  in_review: 'bg-sky-100 text-sky-900',
  escalated: 'bg-violet-100 text-violet-900',
  resolved: 'bg-green-100 text-green-900',
};

/** The member's recorded answer on a line and, when disputed, the case: its status, the staff's notes and the evidence. */
function RecordedAnswer({ line, year }: { line: CheckedLine; year: number }) {
  return (
    <div className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-base">
      <p>
        <span className="text-stone-600">{T.yourAnswer}: </span>
        <span className={`font-bold ${line.agreed ? 'text-success' : 'text-danger'}`}>{line.agreed ? T.correct : T.incorrect}</span>
      </p>
      {!line.agreed && (
        <>
          <p className="break-words whitespace-pre-line">
            <span className="text-stone-600">{T.yourReason}: </span>
            {line.reason}
          </p>
          {line.claimed_amount !== null && (
            <p>
              <span className="text-stone-600">{T.yourClaimed}: </span>
              <Money value={line.claimed_amount} baht className="font-semibold" />
            </p>
          )}
        </>
      )}
      {line.dispute && (
        <div className="rounded-lg bg-white p-3 ring-1 ring-stone-200">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-stone-600">{T.caseStatus}</span>
            <StatusPill tone={CASE_CLASS[line.dispute.status]}>{DISPUTE_STATUS_NAMES[line.dispute.status]}</StatusPill>
          </p>
          <p className="mt-2 text-sm font-semibold text-stone-700">{T.caseNotes}</p>
          {line.dispute.events.length === 0 ? (
            <p className="text-stone-600">{T.noCaseNotes}</p>
          ) : (
            <ol className="mt-1 space-y-2">
              {line.dispute.events.map((event, i) => (
                <li key={`${event.at}-${i}`} className="rounded-md bg-stone-100 p-2">
                  <p className="flex flex-wrap gap-x-3 text-sm text-stone-600">
                    <span className="whitespace-nowrap">{when(event.at)}</span>
                    <span className="font-semibold whitespace-nowrap">{DISPUTE_STATUS_NAMES[event.status]}</span>
                  </p>
                  <p className="break-words whitespace-pre-line">{event.note}</p>
                </li>
              ))}
            </ol>
          )}
          <EvidenceForm year={year} lineNo={line.line_no} evidence={line.dispute.evidence} canAdd={line.dispute.status !== 'resolved'} />
        </div>
      )}
    </div>
  );
}

/**
 * The answered letter: when it was answered, its code for the auditor, the PDF, and every line as recorded (the
 * figures shown then, not today's) with the member's answer and, for a disputed line, how its case stands.
 */
export function AnsweredLetter({ letter, checked, year }: { letter: Letter; checked: CheckedLine[]; year: number }) {
  const download = () => downloadLetterPdf(year);
  return (
    <div>
      <div className="mb-5 rounded-xl bg-primary-light p-4">
        <h2 className="text-xl font-bold text-primary">{T.answeredTitle}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
          {letter.answered_at && <Fact label={T.answeredAt}>{when(letter.answered_at)}</Fact>}
          {letter.letter_code && (
            <>
              <dt className="text-stone-600">{T.letterCode}</dt>
              <dd data-testid="letter-code" className="font-mono text-lg font-bold tracking-wider whitespace-nowrap">
                {letter.letter_code}
              </dd>
            </>
          )}
        </dl>
        <p className="mt-2 text-sm text-stone-700">{T.letterCodeHelp}</p>
        <DownloadButton label={T.download} document={T.letterDocument(buddhistYear(year))} download={download} className="mt-3" />
      </div>
      <LetterLines lines={checked} below={(line) => <RecordedAnswer line={line} year={year} />} />
    </div>
  );
}
