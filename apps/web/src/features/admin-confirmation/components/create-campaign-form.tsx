import type { CreateCampaignResponse } from '@coop/contract';
import { buddhistYear, thaiIsoDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { useCreateCampaign } from '../api/create-campaign';
import { CAMPAIGN_MAX_YEAR, CAMPAIGN_MIN_YEAR, readCampaignYear, readMembershipList } from '../campaign-form-input';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

type Problems = Partial<Record<'year' | 'balanceDate' | 'auditor' | 'list', string>>;

/** Members confirm in the current year by default (decision 034). */
const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));

/** An admin's new campaign: year (Buddhist era), balance date, the auditor, and all members or a list of numbers. */
export function CreateCampaignForm() {
  const create = useCreateCampaign();
  const [yearText, setYearText] = useState(String(buddhistYear(THIS_YEAR)));
  const [balanceDate, setBalanceDate] = useState('');
  const [auditor, setAuditor] = useState('');
  const [scope, setScope] = useState<'all' | 'list'>('all');
  const [listText, setListText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  // the server's Thai answer names the members and lines taken
  const [created, setCreated] = useState<CreateCampaignResponse>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const year = readCampaignYear(yearText);
    const list = scope === 'list' ? readMembershipList(listText) : undefined;
    const found: Problems = {
      year: 'problem' in year ? year.problem : undefined,
      balanceDate: balanceDate === '' ? T.problems.balanceDate : undefined,
      auditor: auditor.trim() === '' ? T.problems.auditor : undefined,
      list: list && 'problem' in list ? list.problem : undefined,
    };
    setProblems(found);
    const first = (['year', 'balanceDate', 'auditor', 'list'] as const).find((key) => found[key]);
    if (first || !('year' in year)) {
      if (first) document.getElementById(`campaign-${first}`)?.focus();
      return;
    }
    setCreated(undefined);
    create.mutate(
      {
        year: year.year,
        balance_date: balanceDate,
        auditor_name: auditor.trim(),
        ...(list && 'nos' in list ? { membership_nos: list.nos } : {}),
      },
      { onSuccess: setCreated },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="campaign-create-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="campaign-create-title" className="text-xl font-bold text-primary">
          {T.create}
        </h2>
        <p className="mt-1 text-base text-stone-600">{T.createHint}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="campaign-year" label={T.yearLabel} help={T.yearHint} error={problems.year}>
          {(a11y) => (
            <input
              {...a11y}
              value={yearText}
              onChange={(e) => setYearText(e.target.value.replace(/[^0-9]/g, ''))}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
        <ThaiDateField
          id="campaign-balanceDate"
          label={T.balanceDateLabel}
          value={balanceDate}
          onChange={setBalanceDate}
          minYear={CAMPAIGN_MIN_YEAR}
          maxYear={CAMPAIGN_MAX_YEAR}
          error={problems.balanceDate}
        />
        <div className="md:col-span-2">
          <FormField id="campaign-auditor" label={T.auditorLabel} error={problems.auditor}>
            {(a11y) => <input {...a11y} value={auditor} maxLength={200} onChange={(e) => setAuditor(e.target.value)} className={inputClass} />}
          </FormField>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-base font-semibold text-stone-800">{T.scope}</legend>
        {(['all', 'list'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-lg">
            <input type="radio" name="campaign-scope" value={value} checked={scope === value} onChange={() => setScope(value)} className="size-5 accent-primary" />
            {value === 'all' ? T.scopeAll : T.scopeList}
          </label>
        ))}
      </fieldset>
      {scope === 'list' && (
        <FormField id="campaign-list" label={T.listLabel} help={T.listHint} error={problems.list}>
          {(a11y) => <textarea {...a11y} value={listText} onChange={(e) => setListText(e.target.value)} rows={5} className={`${inputClass} tabular-nums`} />}
        </FormField>
      )}
      <FormRefusal message={create.isError ? create.error.message : undefined} />
      {created && (
        <p role="status" className="rounded-lg border border-green-700/30 bg-green-50 px-4 py-3 text-base font-medium text-green-900">
          {created.rc_des}
        </p>
      )}
      <SubmitButton pending={create.isPending} label={T.submit} pendingLabel={T.submitting} fit />
    </form>
  );
}
