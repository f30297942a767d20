import { type AdminLoanProduct, type AdminLoanProductVersion, LOAN_METHOD_NAMES, type LoanMethod, type LoanProductTerms } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxField, LabeledField, LoanMethodField } from '@/components/console/console-fields';
import { ItemForm } from '@/components/console/item-form';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { loanProductsQuery, useAddLoanProductVersion } from '../api/loan-products';
import { LOAN_PRODUCTS_TEXT as T } from '../messages';
import { draftOf, readRules } from '../rule-drafts';
import { RULE_EDITOR_TEXT } from '../rule-messages';
import { focusFirstProblem, RuleEditor, type RuleRow, ruleRow } from './rule-editor';

const RATE = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/;
const AMOUNT = /^[0-9]{1,12}(\.[0-9]{1,2})?$/;
const plain = (typed: string) => typed.replace(/[,\s]/g, '');
const errorClass = 'mt-1 block text-base font-medium text-danger';

interface VersionDraft {
  effective_from: string;
  offered: boolean;
  name: string;
  loan_type_code: string;
  annual_rate: string;
  method: LoanMethod;
  max_amount: string;
  max_installments: string;
  rules: RuleRow[];
  salary_certificate: boolean;
}

const versionDraft = (today: string, terms: LoanProductTerms | undefined): VersionDraft => ({
  effective_from: today,
  offered: true,
  name: terms?.name ?? '',
  loan_type_code: terms?.loan_type_code ?? '',
  annual_rate: terms?.annual_rate ?? '',
  method: terms?.method ?? 'equal-installment',
  max_amount: terms?.max_amount ?? '',
  max_installments: String(terms?.max_installments ?? 12),
  rules: (terms?.rules ?? []).map((rule) => ruleRow(draftOf(rule))),
  salary_certificate: terms?.salary_certificate ?? true,
});

/** A new version of a product (or a new product), starting from the newest version's terms. */
function VersionForm({ productId, today, from, onDone }: { productId: number | null; today: string; from: LoanProductTerms | undefined; onDone: () => void }) {
  const add = useAddLoanProductVersion();
  const year = Number(today.slice(0, 4));
  const { register, handleSubmit, control, formState, setError, getValues } = useForm<VersionDraft>({ defaultValues: versionDraft(today, from) });
  const errors = formState.errors;
  const prefix = `loan-product-${productId ?? 'new'}`;
  const submit = handleSubmit((draft) =>
    add.mutate(
      {
        product_id: productId,
        effective_from: draft.effective_from,
        offered: draft.offered,
        terms: {
          name: draft.name.trim(),
          loan_type_code: draft.loan_type_code.trim(),
          annual_rate: plain(draft.annual_rate),
          method: draft.method,
          max_amount: plain(draft.max_amount),
          max_installments: Number(draft.max_installments),
          rules: readRules(draft.rules.map((r) => r.draft)) ?? [],
          salary_certificate: draft.salary_certificate,
        },
      },
      { onSuccess: onDone, onError: (e) => setError('root', { message: e.message }) },
    ),
    // the form focuses the first other field in error; the rules' fields are the editor's own
    (invalid) => Object.keys(invalid).join() === 'rules' && focusFirstProblem(prefix, getValues('rules')),
  );
  return (
    <ItemForm onSubmit={submit} busy={add.isPending} onCancel={onDone}>
      <Controller
        control={control}
        name="effective_from"
        rules={{ validate: (v) => v !== '' || T.badDate }}
        render={({ field, fieldState }) => (
          <ThaiDateField
            id={`loan-product-${productId ?? 'new'}-from`}
            label={T.effectiveFrom}
            help={T.effectiveHelp}
            value={field.value}
            onChange={field.onChange}
            minYear={year}
            maxYear={year + 5}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField label={T.offered} {...register('offered')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledField label={T.name}>
          <input className={inputClass} maxLength={100} required {...register('name', { required: true })} />
        </LabeledField>
        <LabeledField label={T.code}>
          <input className={inputClass} maxLength={20} required {...register('loan_type_code', { required: true })} />
        </LabeledField>
        <LabeledField label={T.rate}>
          <input className={inputClass} inputMode="decimal" aria-invalid={!!errors.annual_rate} {...register('annual_rate', { validate: (v) => RATE.test(plain(v)) || T.badRate })} />
          {errors.annual_rate && <span className={errorClass}>{errors.annual_rate.message}</span>}
        </LabeledField>
        <LoanMethodField label={T.method} {...register('method')} />
        <LabeledField label={T.maxAmount}>
          <input
            className={inputClass}
            inputMode="decimal"
            aria-invalid={!!errors.max_amount}
            {...register('max_amount', { validate: (v) => (AMOUNT.test(plain(v)) && Number(plain(v)) > 0) || T.badAmount })}
          />
          {errors.max_amount && <span className={errorClass}>{errors.max_amount.message}</span>}
        </LabeledField>
        <LabeledField label={T.maxInstallments}>
          <input type="number" inputMode="numeric" min={1} max={600} className={inputClass} required {...register('max_installments')} />
        </LabeledField>
      </div>
      <CheckboxField label={T.salaryCertificate} {...register('salary_certificate')} />
      <Controller
        control={control}
        name="rules"
        rules={{ validate: (rows) => readRules(rows.map((r) => r.draft)) !== undefined || RULE_EDITOR_TEXT.fixRules }}
        render={({ field, fieldState }) => (
          <RuleEditor
            prefix={prefix}
            rows={field.value}
            onChange={field.onChange}
            showProblems={formState.isSubmitted}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormRefusal message={errors.root?.message} />
    </ItemForm>
  );
}

/** Where a version stands today: the newest whose day has come is in force, later ones wait, earlier ones are history. */
function standing(version: AdminLoanProductVersion, inForce: number | undefined, today: string): string {
  if (version.effective_from > today) return T.waiting;
  if (version.version_id !== inForce) return T.replaced;
  return version.offered ? T.inForce : T.withdrawn;
}

function VersionView({ version, label }: { version: AdminLoanProductVersion; label: string }) {
  const { terms } = version;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full border-2 border-primary px-2 text-sm font-semibold text-primary">{label}</span>
        <span className="font-semibold">{T.from(formatThaiDate(version.effective_from, 'long'))}</span>
      </p>
      <p className="text-base text-stone-700">
        {T.summary(terms.loan_type_code, formatNumber(terms.annual_rate), formatMoney(terms.max_amount, 0), formatNumber(terms.max_installments, 0))} ·{' '}
        {LOAN_METHOD_NAMES[terms.method]} · {terms.salary_certificate ? T.certificateAsked : T.certificateNotAsked}
      </p>
      {version.rule_texts.length === 0 ? (
        <p className="text-base text-stone-600">{T.noRules}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-6 text-base">
          {version.rule_texts.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-600">{T.by(version.created_by, formatThaiDate(version.created_at, 'short', { withTime: true }))}</p>
    </div>
  );
}

function ProductCard({ product, today }: { product: AdminLoanProduct; today: string }) {
  const [adding, setAdding] = useState(false);
  const [newest] = product.versions;
  const inForce = product.versions.find((v) => v.effective_from <= today)?.version_id;
  const shown = product.versions.filter((v) => v.effective_from > today || v.version_id === inForce);
  const older = product.versions.length - shown.length;
  const titleId = `loan-product-${product.product_id}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold text-primary">
        {newest?.terms.name}
      </h2>
      {shown.map((v) => (
        <VersionView key={v.version_id} version={v} label={standing(v, inForce, today)} />
      ))}
      {older > 0 && <p className="text-sm text-stone-600">{T.olderVersions(formatNumber(older, 0))}</p>}
      {adding ? (
        <VersionForm productId={product.product_id} today={today} from={newest?.terms} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setAdding(true)}>
          {T.addVersion}
        </button>
      )}
    </section>
  );
}

function NewProduct({ today }: { today: string }) {
  const [adding, setAdding] = useState(false);
  return adding ? (
    <VersionForm productId={null} today={today} from={undefined} onDone={() => setAdding(false)} />
  ) : (
    <button type="button" className={secondaryButtonClass} onClick={() => setAdding(true)}>
      {T.addProduct}
    </button>
  );
}

/** /admin/loan-products: each product's version in force and those waiting, and new versions (admins). */
export function LoanProductsEditor() {
  const products = useQuery(loanProductsQuery());
  return (
    <QueryView query={products} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <div className="space-y-4">
          {data.products.length === 0 && <p className="text-base text-stone-700">{T.none}</p>}
          {data.products.map((product) => (
            <ProductCard key={product.product_id} product={product} today={data.today} />
          ))}
          <NewProduct today={data.today} />
        </div>
      )}
    </QueryView>
  );
}
