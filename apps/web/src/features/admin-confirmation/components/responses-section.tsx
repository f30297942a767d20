import { type GroupCounts, type MemberResponseRow, RESPONSE_FILTERS, type ResponsesBody } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ChoiceOptions } from '@/components/console/console-fields';
import { PagedTable } from '@/components/console/paged-table';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import type { TableColumn } from '@/components/ui/responsive-table';
import { TitledSection } from '@/components/ui/titled-section';
import { campaignResponsesQuery } from '../api/get-responses';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

type Answer = MemberResponseRow['answer'];

const ANSWER_CLASS: Record<Answer, string> = { agreed: 'text-green-800', disputed: 'text-red-800', not_answered: 'text-amber-800' };

const COLUMNS: readonly TableColumn<MemberResponseRow>[] = [
  { key: 'member', header: T.columns.member, cell: (r) => `${r.membership_no} ${r.member_name}`, primary: true },
  { key: 'group', header: T.columns.group, cell: (r) => r.member_group_no || '-', nowrap: true },
  { key: 'lines', header: T.columns.lines, cell: (r) => r.lines, align: 'end' },
  {
    key: 'answer',
    header: T.columns.answer,
    cell: (r) => (
      <span className={`font-semibold ${ANSWER_CLASS[r.answer]}`}>
        {r.answer === 'disputed' ? T.disputedLines(r.disputed_lines) : T.answers[r.answer]}
      </span>
    ),
  },
  { key: 'at', header: T.columns.answeredAt, cell: (r) => (r.answered_at ? formatThaiDate(r.answered_at, 'short', { withTime: true }) : '-'), nowrap: true },
  { key: 'code', header: T.columns.code, cell: (r) => r.letter_code ?? '-', nowrap: true },
];

interface ResponsesFilterProps {
  filter: ResponsesBody;
  onFilter: (change: (filter: ResponsesBody) => ResponsesBody) => void;
  groups: readonly GroupCounts[];
}

/** By answer and by group at once, by number or name on the button; a new filter starts at the first page. */
function ResponsesFilterForm({ filter, onFilter, groups }: ResponsesFilterProps) {
  const { register, handleSubmit } = useForm({ defaultValues: { q: '' } });
  const change = (next: Partial<ResponsesBody>) => onFilter((f) => ({ ...f, ...next, page: 1 }));
  const search = handleSubmit(({ q }) => {
    const trimmed = q.trim();
    onFilter(({ q: _previous, ...f }) => ({ ...f, ...(trimmed ? { q: trimmed } : {}), page: 1 }));
  });
  const namedGroups = groups.filter((g) => g.member_group_no !== '');
  return (
    <form onSubmit={search} role="search" aria-label={T.responses} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[1fr_1fr_1.5fr]">
      <label className="block">
        <span className="mb-1.5 block font-semibold">{T.answerFilter}</span>
        <select className={inputClass} value={filter.answer ?? ''} onChange={(e) => change({ answer: (e.target.value || undefined) as Answer | undefined })}>
          <option value="">{T.allAnswers}</option>
          <ChoiceOptions choices={RESPONSE_FILTERS} names={T.answers} />
        </select>
      </label>
      <label className="block">
        <span className="mb-1.5 block font-semibold">{T.group}</span>
        <select className={inputClass} value={filter.member_group_no ?? ''} onChange={(e) => change({ member_group_no: e.target.value || undefined })}>
          <option value="">{T.allGroups}</option>
          {namedGroups.map((g) => (
            <option key={g.member_group_no} value={g.member_group_no}>
              {g.member_group_no} {g.member_group_name}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="responses-q" className="mb-1.5 block font-semibold">
          {T.search}
        </label>
        <div className="flex gap-2">
          <input id="responses-q" type="search" maxLength={100} className={`${inputClass} min-w-0 flex-1`} {...register('q')} />
          <button type="submit" className={`${secondaryButtonClass} shrink-0`}>
            {T.searchButton}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The campaign's members and how each answered: by answer, group or name, a page at a time. */
export function ResponsesSection({ campaignId, groups }: { campaignId: number; groups: readonly GroupCounts[] }) {
  const [filter, setFilter] = useState<ResponsesBody>({ campaign_id: campaignId, page: 1 });
  const responses = useQuery(campaignResponsesQuery(filter));
  return (
    <TitledSection title={T.responses} className="space-y-4">
      <PagedTable
        filter={<ResponsesFilterForm filter={filter} onFilter={setFilter} groups={groups} />}
        list={responses}
        text={{ loading: T.responsesLoading, failed: T.responsesFailed, empty: T.noResponses, caption: T.responses }}
        columns={COLUMNS}
        rowKey={(r) => r.membership_no}
        onPage={(p) => setFilter((f) => ({ ...f, page: p }))}
      />
    </TitledSection>
  );
}
