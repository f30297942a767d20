import type { CreateCampaignResponse } from '@coop/contract';
import { buddhistYear, thaiIsoDate } from '@coop/thai-format';
import { useState } from 'react';
import { type Control, Controller, type Validate, useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { useCreateCampaign } from '../api/create-campaign';
import { CAMPAIGN_MAX_YEAR, CAMPAIGN_MIN_YEAR, readCampaignYear, readMembershipList } from '../campaign-form-input';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

interface CampaignDraft {
  year: string;
  balanceDate: string;
  answerBy: string;
  auditor: string;
  scope: 'all' | 'list';
  list: string;
}

/** The fields in the order they are checked and shown; a field's element is `campaign-<name>`. */
const FIELDS = ['year', 'balanceDate', 'auditor', 'answerBy', 'list'] as const;

/** Members confirm in the current year by default (decision 034). */
const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));

/** A reading's Thai problem, as a form rule answers it. */
const problemOf = (reading: { problem: string } | object) => ('problem' in reading ? reading.problem : true);

/** An admin's new campaign: year (Buddhist era), balance date, the auditor, and all members or a list of numbers. */
export function CreateCampaignForm() {
  const create = useCreateCampaign();
  const { register, handleSubmit, control, formState } = useForm<CampaignDraft>({
    defaultValues: { year: String(buddhistYear(THIS_YEAR)), balanceDate: '', answerBy: '', auditor: '', scope: 'all', list: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const scope = useWatch({ control, name: 'scope' });
  const problems = formState.errors;
  // the server's Thai answer names the members and lines taken
  const [created, setCreated] = useState<CreateCampaignResponse>();
  const year = register('year', { validate: (text) => problemOf(readCampaignYear(text)) });

  const submit = handleSubmit(
    (draft) => {
      const reading = readCampaignYear(draft.year);
      const list = draft.scope === 'list' ? readMembershipList(draft.list) : undefined;
      if (!('year' in reading)) return;
      setCreated(undefined);
      create.mutate(
        {
          year: reading.year,
          balance_date: draft.balanceDate,
          auditor_name: draft.auditor.trim(),
          ...(draft.answerBy ? { answer_by: draft.answerBy } : {}),
          ...(list && 'nos' in list ? { membership_nos: list.nos } : {}),
        },
        { onSuccess: setCreated },
      );
    },
    (errors) => {
      const first = FIELDS.find((key) => errors[key]);
      if (first) document.getElementById(`campaign-${first}`)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="campaign-create-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="campaign-create-title" className="text-xl font-bold text-primary">
          {T.create}
        </h2>
        <p className="mt-1 text-base text-stone-600">{T.createHint}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="campaign-year" label={T.yearLabel} help={T.yearHint} error={problems.year?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...year}
              onChange={(e) => {
                e.target.value = e.target.value.replace(/[^0-9]/g, '');
                return year.onChange(e);
              }}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
        <CampaignDateField
          control={control}
          name="balanceDate"
          label={T.balanceDateLabel}
          validate={(date) => date !== '' || T.problems.balanceDate}
        />
        <CampaignDateField
          control={control}
          name="answerBy"
          label={T.answerByLabel}
          hint={T.answerByHint}
          validate={(date, draft) => date === '' || draft.balanceDate === '' || date > draft.balanceDate || T.problems.answerBy}
        />
        <div className="md:col-span-2">
          <FormField id="campaign-auditor" label={T.auditorLabel} error={problems.auditor?.message}>
            {(a11y) => <input {...a11y} maxLength={200} className={inputClass} {...register('auditor', { validate: (name) => name.trim() !== '' || T.problems.auditor })} />}
          </FormField>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-base font-semibold text-stone-800">{T.scope}</legend>
        {(['all', 'list'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-lg">
            <input type="radio" value={value} className="size-5 accent-primary" {...register('scope')} />
            {value === 'all' ? T.scopeAll : T.scopeList}
          </label>
        ))}
      </fieldset>
      {scope === 'list' && (
        <FormField id="campaign-list" label={T.listLabel} help={T.listHint} error={problems.list?.message}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={5}
              className={`${inputClass} tabular-nums`}
              {...register('list', { validate: (text, draft) => draft.scope !== 'list' || problemOf(readMembershipList(text)) })}
            />
          )}
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

interface CampaignDateFieldProps {
  control: Control<CampaignDraft>;
  name: 'balanceDate' | 'answerBy';
  label: string;
  /** A standing hint under the field. */
  hint?: string;
  validate: Validate<string, CampaignDraft>;
}

/** One of the campaign's dates, in the years a campaign may take. */
function CampaignDateField({ control, name, label, hint, validate }: CampaignDateFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate }}
      render={({ field, fieldState }) => (
        <ThaiDateField
          id={`campaign-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          minYear={CAMPAIGN_MIN_YEAR}
          maxYear={CAMPAIGN_MAX_YEAR}
          error={fieldState.error?.message}
          {...(hint ? { help: hint } : {})}
        />
      )}
    />
  );
}
