import type { GroupSummary } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { SubmitButton } from '@/components/ui/submit-button';
import { useGroupSearch } from '../api/search-groups';
import { ADMIN_GROUPS_TEXT as t } from '../messages';
import { GroupPasswordPanel } from './group-password-panel';

/** The groups, found by number or name, each with its login state and the action that fits it. */
export function GroupAccountList() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ query: '', page: 1 });
  const groups = useGroupSearch(search.query, search.page);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ query: typed.trim(), page: 1 });
  };
  return (
    <>
      <form onSubmit={submit} className="mb-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-6">
        <FormField id="group-query" label={t.searchLabel} help={t.searchHelp}>
          {(a11y) => <input {...a11y} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={inputClass} autoComplete="off" />}
        </FormField>
        <div className="sm:pb-7">
          <SubmitButton pending={groups.isFetching} label={t.search} pendingLabel={t.searching} fit />
        </div>
      </form>
      <QueryView query={groups} loadingLabel={t.loading} failedTitle={t.failed}>
        {(found) =>
          found.total === 0 ? (
            <EmptyState title={t.none} />
          ) : (
            <section aria-label={t.list}>
              <ul className="grid gap-2">
                {found.data.map((g) => (
                  <li key={g.member_group_no}>
                    <GroupRow group={g} />
                  </li>
                ))}
              </ul>
              {found.total_pages > 1 && (
                <Pager page={found.page} totalPages={found.total_pages} total={found.total} onPage={(page) => setSearch({ ...search, page })} busy={groups.isFetching} />
              )}
            </section>
          )
        }
      </QueryView>
    </>
  );
}

function GroupRow({ group: g }: { group: GroupSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-stone-900">{g.name}</p>
          <p className="text-base text-stone-700">
            {g.member_group_no}
            {g.parent_no && ` · ${t.parent(g.parent_no)}`} ·{' '}
            <span className={g.has_account ? 'font-semibold text-primary' : 'text-stone-600'}>{g.has_account ? t.hasAccount : t.noAccount}</span>
          </p>
        </div>
        {!open && (
          <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} onClick={() => setOpen(true)} aria-label={`${g.has_account ? t.reset : t.create} ${g.name}`}>
            {g.has_account ? t.reset : t.create}
          </button>
        )}
      </div>
      {open && <GroupPasswordPanel group={g} onClose={() => setOpen(false)} />}
    </div>
  );
}
