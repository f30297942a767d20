import type { ConfirmDataResponse } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import type { ReactNode } from 'react';
import { Fact } from '@/components/ui/detail-list';
import { CONFIRMATION_TEXT as T } from '../messages';

export type Letter = NonNullable<ConfirmDataResponse['letter']>;

/** The letter's head as on paper: the cooperative, to the auditor, the balance date and the member; then its body. */
export function LetterSheet({ letter, children }: { letter: Letter; children: ReactNode }) {
  return (
    <article aria-label={T.title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <p className="text-lg font-bold text-balance text-primary">{letter.coop_name}</p>
      <p className="mt-3 text-lg font-semibold">{T.to(letter.auditor_name || T.auditorUnnamed)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <Fact label={T.balanceDate}>{formatThaiDate(letter.balance_date, 'long')}</Fact>
        <Fact label={T.member} valueClass="font-semibold break-words">{letter.member_name}</Fact>
        <Fact label={T.membershipNo}>{letter.membership_no}</Fact>
        {letter.member_group !== '' && <Fact label={T.memberGroup} valueClass="font-semibold break-words">{letter.member_group}</Fact>}
      </dl>
      <div className="mt-5">{children}</div>
    </article>
  );
}
