import type { GroupSummary } from '@coop/contract';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { SearchForm } from '@/components/console/search-form';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { groupSearchQuery } from '../api/search-groups';
import { ADMIN_GROUPS_TEXT as t } from '../messages';
import { GroupCreateForm } from './group-create-form';
import { GroupPasswordPanel } from './group-password-panel';
import { PayrollLayoutPanel } from './payroll-layout-panel';

/**
 * The groups, found by number or name, each with its login state and the action that fits it; above them, a group to
 * add by hand, found at once when added so its login can be made next.
 */
export function GroupAccountList() {
  const [search, setSearch] = useState({ query: '', page: 1 });
  const [adding, setAdding] = useState(false);
  const groups = useQuery(groupSearchQuery(search.query, search.page));
  const filter = (
    <div className="grid gap-4">
      {adding ? (
        <GroupCreateForm
          onCancel={() => setAdding(false)}
          onCreated={(query) => {
            setAdding(false);
            setSearch({ query, page: 1 });
          }}
        />
      ) : (
        <button type="button" className={`${secondaryButtonClass} justify-self-start`} onClick={() => setAdding(true)}>
          {t.addGroup}
        </button>
      )}
      {/* keyed by the query, so a group just added shows its number in the box that found it */}
      <SearchForm key={search.query} id="group-query" text={t} initial={search.query} pending={groups.isFetching} onSearch={(query) => setSearch({ query, page: 1 })} />
    </div>
  );
  return (
    <FilteredPagedList
      filter={filter}
      list={groups}
      keyOf={(g) => g.member_group_no}
      text={{ loading: t.loading, failed: t.failed, empty: t.none, label: t.list }}
      look="found"
      onPage={(page) => setSearch({ ...search, page })}
      renderItem={(g) => <GroupRow group={g} />}
    />
  );
}

function GroupRow({ group: g }: { group: GroupSummary }) {
  const [open, setOpen] = useState<'password' | 'payroll'>();
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
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} onClick={() => setOpen('payroll')} aria-label={`${t.payroll} ${g.name}`}>
              {t.payroll}
            </button>
            <button type="button" className={`${secondaryButtonClass} w-full sm:w-auto`} onClick={() => setOpen('password')} aria-label={`${g.has_account ? t.reset : t.create} ${g.name}`}>
              {g.has_account ? t.reset : t.create}
            </button>
          </div>
        )}
      </div>
      {open === 'password' && <GroupPasswordPanel group={g} onClose={() => setOpen(undefined)} />}
      {open === 'payroll' && <PayrollLayoutPanel group={g} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
