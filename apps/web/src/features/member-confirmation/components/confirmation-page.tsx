import type { ConfirmDataResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { DataPage } from '@/components/ui/data-page';
import { EmptyState } from '@/components/ui/empty-state';
import { confirmDataQuery, currentConfirmYear } from '../api/get-confirm-data';
import { CONFIRMATION_TEXT as T } from '../messages';
import { useConfirmDataAlerts } from '../use-confirm-data-alerts';
import { AnswerForm } from './answer-form';
import { AnsweredLetter } from './answered-letter';
import { LetterLines } from './letter-lines';
import { LetterSheet } from './letter-sheet';

/** What the year's answer lets the member do: nothing to confirm, answer, read their answer, or read a closed letter. */
function ConfirmationView({ data, year }: { data: ConfirmDataResponse; year: number }) {
  const { letter } = data;
  if (data.code === '0') {
    return (
      <EmptyState title={T.noCampaignTitle}>
        {data.massage && <p>{data.massage}</p>}
        <p>{T.noCampaignHint}</p>
      </EmptyState>
    );
  }
  if (data.checkIsMemberIn === 0 || !letter) {
    return (
      <EmptyState title={T.notInCampaignTitle}>
        {data.massage && <p>{data.massage}</p>}
        <p>{T.notInCampaignHint}</p>
      </EmptyState>
    );
  }
  if (data.checkedData.length > 0) {
    return (
      <LetterSheet letter={letter}>
        <AnsweredLetter letter={letter} checked={data.checkedData} year={year} />
      </LetterSheet>
    );
  }
  if (data.confirmStatus === 1) {
    return (
      <LetterSheet letter={letter}>
        <AnswerForm letter={letter} year={year} />
      </LetterSheet>
    );
  }
  return (
    <LetterSheet letter={letter}>
      <p role="status" className="mb-4 rounded-lg bg-secondary-light p-3 text-base font-medium text-stone-800">
        {T.closedNotice}
      </p>
      <LetterLines lines={letter.lines} />
    </LetterSheet>
  );
}

/** /member/confirmData: the year's balance confirmation letter (spec 2.3, 2.4, 8; decision 034). */
export function ConfirmationPage() {
  const year = currentConfirmYear();
  const query = useQuery(confirmDataQuery(year));
  useConfirmDataAlerts(query);
  return (
    <DataPage text={T} subtitle={T.subtitle} query={query}>
      {(data) => (
        <div className="max-w-3xl">
          <ConfirmationView data={data} year={year} />
        </div>
      )}
    </DataPage>
  );
}
