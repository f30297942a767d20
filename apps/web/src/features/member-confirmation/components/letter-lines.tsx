import { BALANCE_KIND_NAMES, type BalanceLine } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import type { ReactNode } from 'react';
import { Money } from '@/components/ui/money';
import { groupLines } from '../group-lines';
import { CONFIRMATION_TEXT as T } from '../messages';

/** What a line is: its description, account or contract number, the shares' units, and the amount in baht. */
export function LineFigures({ line }: { line: BalanceLine }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <div className="min-w-0">
        <p className="font-semibold break-words text-stone-900">{line.description}</p>
        {line.reference !== '' && (
          <p className="text-base text-stone-600">
            {T.reference} <span className="whitespace-nowrap">{line.reference}</span>
          </p>
        )}
        {line.units !== null && <p className="text-base text-stone-600">{T.units(formatNumber(line.units))}</p>}
      </div>
      <p className="ml-auto text-lg font-bold text-stone-900">
        <Money value={line.amount} baht />
      </p>
    </div>
  );
}

/**
 * The letter's lines under their kinds (BALANCE_KIND_NAMES), each in a card: its figures, then what the page adds
 * below them (the member's choice, or the recorded answer).
 */
export function LetterLines<L extends BalanceLine>({ lines, below }: { lines: readonly L[]; below?: (line: L) => ReactNode }) {
  return (
    <div className="space-y-5">
      {groupLines(lines).map((group) => (
        <section key={group.kind} aria-labelledby={`kind-${group.kind}`}>
          <h3 id={`kind-${group.kind}`} className="mb-2 text-lg font-bold text-primary">
            {BALANCE_KIND_NAMES[group.kind]}
          </h3>
          <ul className="space-y-3">
            {group.lines.map((line) => (
              <li key={line.line_no} data-testid={`line-${line.line_no}`} className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
                <LineFigures line={line} />
                {below?.(line)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
