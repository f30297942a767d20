import { type CalculatorLoanType, type CalculatorSettings, LOAN_METHOD_NAMES, type LoanMethod } from '@coop/contract';
import { formatMoney, formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LabeledField, LoanMethodField } from '@/components/console/console-fields';
import { FormButtons, ItemForm } from '@/components/console/item-form';
import { OrderedListEditor } from '@/components/console/ordered-list-editor';
import { inputClass } from '@/components/ui/input-classes';
import { useStaffSession } from '@/lib/auth/staff-session';
import { QueryView } from '@/components/ui/query-view';
import { calculatorSettingsQuery, useSaveCalculatorSettings } from '../api/calculator-settings';
import { ADMIN_SITE_TEXT } from '../messages';

const T = ADMIN_SITE_TEXT.calculators;
/** A rate as the contract takes it: 0 to 100, two decimals at most. */
const RATE = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/;
const AMOUNT = /^[0-9]{1,12}(\.[0-9]{1,2})?$/;
const plain = (typed: string) => typed.replace(/[,\s]/g, '');
const errorClass = 'mt-1 block text-base font-medium text-danger';

type Row = CalculatorLoanType & { key: number };
interface LoanTypeDraft {
  name: string;
  annual_rate: string;
  max_installments: string;
  max_amount: string;
  method: LoanMethod;
}

function LoanTypeForm({ type, onSave, busy, onDone }: { type: CalculatorLoanType | undefined; onSave: (type: CalculatorLoanType, done: () => void) => void; busy: boolean; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<LoanTypeDraft>({
    defaultValues: {
      name: type?.name ?? '',
      annual_rate: type ? formatNumber(type.annual_rate) : '',
      max_installments: String(type?.max_installments ?? 12),
      max_amount: type?.max_amount ? formatMoney(type.max_amount) : '',
      method: type?.method ?? 'equal-installment',
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((draft) =>
    onSave(
      {
        name: draft.name.trim(),
        annual_rate: plain(draft.annual_rate),
        max_installments: Number(draft.max_installments),
        max_amount: plain(draft.max_amount) === '' ? null : plain(draft.max_amount),
        method: draft.method,
      },
      onDone,
    ),
  );
  return (
    <ItemForm onSubmit={submit} busy={busy} onCancel={onDone}>
      <LabeledField label={T.name}>
        <input className={inputClass} maxLength={100} required {...register('name', { required: true })} />
      </LabeledField>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledField label={T.rate} help={T.rateHelp}>
          <input className={inputClass} inputMode="decimal" aria-invalid={!!errors.annual_rate} {...register('annual_rate', { validate: (v) => RATE.test(plain(v)) || T.badRate })} />
          {errors.annual_rate && <span className={errorClass}>{errors.annual_rate.message}</span>}
        </LabeledField>
        <LabeledField label={T.maxInstallments}>
          <input type="number" inputMode="numeric" min={1} max={600} className={inputClass} required {...register('max_installments')} />
        </LabeledField>
        <LabeledField label={T.maxAmount} help={T.maxAmountHelp}>
          <input
            className={inputClass}
            inputMode="decimal"
            aria-invalid={!!errors.max_amount}
            {...register('max_amount', { validate: (v) => plain(v) === '' || (AMOUNT.test(plain(v)) && Number(plain(v)) > 0) || T.badAmount })}
          />
          {errors.max_amount && <span className={errorClass}>{errors.max_amount.message}</span>}
        </LabeledField>
        <LoanMethodField label={T.method} {...register('method')} />
      </div>
    </ItemForm>
  );
}

function RatesForm({ settings, onSave, busy }: { settings: CalculatorSettings; onSave: (rates: Pick<CalculatorSettings, 'dividend_rate' | 'refund_rate'>) => void; busy: boolean }) {
  const initial = { dividend_rate: settings.dividend_rate === null ? '' : formatNumber(settings.dividend_rate), refund_rate: settings.refund_rate === null ? '' : formatNumber(settings.refund_rate) };
  const { register, handleSubmit, formState, reset } = useForm({ values: initial });
  const errors = formState.errors;
  const rate = (v: string) => plain(v) === '' || RATE.test(plain(v)) || T.badRate;
  const submit = handleSubmit((draft) =>
    onSave({ dividend_rate: plain(draft.dividend_rate) || null, refund_rate: plain(draft.refund_rate) || null }),
  );
  return (
    <form onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <p className="text-base text-stone-600">{T.ratesHelp}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledField label={T.dividendRate}>
          <input className={inputClass} inputMode="decimal" aria-invalid={!!errors.dividend_rate} {...register('dividend_rate', { validate: rate })} />
          {errors.dividend_rate && <span className={errorClass}>{errors.dividend_rate.message}</span>}
        </LabeledField>
        <LabeledField label={T.refundRate}>
          <input className={inputClass} inputMode="decimal" aria-invalid={!!errors.refund_rate} {...register('refund_rate', { validate: rate })} />
          {errors.refund_rate && <span className={errorClass}>{errors.refund_rate.message}</span>}
        </LabeledField>
      </div>
      <FormButtons busy={busy} onCancel={() => reset(initial)} />
    </form>
  );
}

/** Whole-list changes as the ordered list's row buttons expect them: each saves the set with one row moved or gone. */
function Editor({ settings }: { settings: CalculatorSettings }) {
  const save = useSaveCalculatorSettings();
  const rows: Row[] = settings.loan_types.map((type, index) => ({ ...type, key: index + 1 }));
  const saveTypes = (loanTypes: CalculatorLoanType[], done?: () => void) =>
    save.mutate({ ...settings, loan_types: loanTypes }, done ? { onSuccess: done } : undefined);
  const types = () => settings.loan_types.slice();
  const move = {
    isPending: save.isPending,
    mutate: ({ id, direction }: { id: number; direction: 'up' | 'down' }) => {
      const list = types();
      const from = id - 1;
      const to = direction === 'up' ? from - 1 : from + 1;
      const [moved] = list.splice(from, 1);
      if (moved) list.splice(to, 0, moved);
      saveTypes(list);
    },
  };
  const remove = { isPending: save.isPending, mutate: ({ id }: { id: number }) => saveTypes(types().filter((_, index) => index !== id - 1)) };
  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-xl font-bold">{T.loanTypes}</h2>
          <Link to="/loancal" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            {T.view}
          </Link>
        </div>
        <OrderedListEditor
          items={rows}
          idOf={(row) => row.key}
          nameOf={(row) => row.name}
          empty={T.noLoanTypes}
          addLabel={T.addLoanType}
          move={move}
          remove={remove}
          renderItem={(row) => (
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold break-words">{row.name}</p>
              <p className="text-base text-stone-600">
                {T.summary(formatNumber(row.annual_rate), formatNumber(row.max_installments, 0), row.max_amount ? formatMoney(row.max_amount, 0) : undefined)} ·{' '}
                {LOAN_METHOD_NAMES[row.method]}
              </p>
            </div>
          )}
          renderForm={(row, done) => (
            <LoanTypeForm
              type={row}
              busy={save.isPending}
              onDone={done}
              onSave={(type, saved) => saveTypes(row ? types().map((old, index) => (index === row.key - 1 ? type : old)) : [...types(), type], saved)}
            />
          )}
        />
      </section>
      <section className="space-y-4">
        <h2 className="text-xl font-bold">{T.rates}</h2>
        <RatesForm settings={settings} busy={save.isPending} onSave={(rates) => save.mutate({ ...settings, ...rates })} />
      </section>
    </div>
  );
}

/** /admin/calculators: the loan types (in order) and rates the public calculators start from. */
export function CalculatorSettingsEditor() {
  const settings = useQuery(calculatorSettingsQuery());
  const admin = useStaffSession()?.user?.role === 'admin';
  return (
    <>
      {admin && (
        <p className="mb-4 rounded-2xl bg-primary-light p-4 text-base text-primary-dark">
          {T.productsHint}{' '}
          <Link to="/admin/loan-products" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {T.products}
          </Link>
        </p>
      )}
      <QueryView query={settings} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => <Editor settings={data} />}
      </QueryView>
    </>
  );
}
