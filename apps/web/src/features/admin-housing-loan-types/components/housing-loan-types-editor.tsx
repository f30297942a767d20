import type { HousingLoanType } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { QueryView } from '@/components/ui/query-view';
import { housingLoanTypesQuery, useSaveHousingLoanTypes } from '../api/housing-loan-types';
import { HOUSING_TYPES_TEXT as T } from '../messages';

function TypesForm({ types }: { types: readonly HousingLoanType[] }) {
  const id = useId();
  const save = useSaveHousingLoanTypes();
  const [marked, setMarked] = useState(() => new Set(types.filter((t) => t.housing).map((t) => t.loan_type_code)));
  const toggle = (code: string) =>
    setMarked((now) => {
      const next = new Set(now);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ loan_type_codes: [...marked].sort() });
  };
  if (types.length === 0) return <p className="text-base text-stone-700">{T.none}</p>;
  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="sr-only">{T.title}</legend>
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {types.map((t) => (
            <li key={t.loan_type_code}>
              <label htmlFor={`${id}-${t.loan_type_code}`} className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2">
                <input
                  id={`${id}-${t.loan_type_code}`}
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={marked.has(t.loan_type_code)}
                  onChange={() => toggle(t.loan_type_code)}
                />
                {/* the name first; the code and the count under it, so a phone's narrow row keeps each on a line */}
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-stone-900">{t.loan_type_name}</span>
                  <span className="block text-sm text-stone-600">
                    <span className="font-mono">{t.loan_type_code}</span> · {T.contracts(formatNumber(t.contract_count, 0))}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" disabled={save.isPending} className={`${primaryButtonClass} mt-4`}>
        {T.save}
      </button>
    </form>
  );
}

/** Staff tick the loan types that are housing loans, whose interest members may have certified (decision 080). */
export function HousingLoanTypesEditor() {
  const query = useQuery(housingLoanTypesQuery());
  return (
    <section aria-labelledby="housing-types-title" className="mt-8 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="housing-types-title" className="text-xl font-bold text-primary">
        {T.title}
      </h2>
      <p className="mt-1 mb-4 text-base text-stone-700">{T.hint}</p>
      <QueryView query={query} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => <TypesForm key={data.loan_types.map((t) => `${t.loan_type_code}:${t.housing}`).join()} types={data.loan_types} />}
      </QueryView>
    </section>
  );
}
