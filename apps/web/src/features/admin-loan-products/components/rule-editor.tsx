import { type LoanRuleKind, ruleText } from '@coop/contract';
import { type ReactNode, useState } from 'react';
import { CheckboxField, ChoiceOptions } from '@/components/console/console-fields';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { UI_TEXT } from '@/components/ui/ui-text';
import { type DraftOf, kindsLeft, newRuleDraft, readRule, type RuleDraft, type RuleProblems } from '../rule-drafts';
import { RULE_EDITOR_TEXT as T } from '../rule-messages';

const F = T.fields;
const ROW = UI_TEXT.rowActions;
const MAX_ROWS = 20;
const small = 'min-h-11 min-w-11 rounded-lg border-2 border-stone-300 bg-white px-3 text-base font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-40';
const errorText = 'mt-1 block text-sm font-medium text-danger';
// a table's cells are narrow on a phone: less padding leaves "300,000" room to show
const cellInputClass = `${inputClass.replace('px-4', 'px-2 sm:px-4')} tabular-nums`;

/** A rule in the editor, with an id of its own so a row keeps its fields (and focus) when the rules are reordered. */
export interface RuleRow {
  id: number;
  draft: RuleDraft;
}
let rowsMade = 0;
export const ruleRow = (draft: RuleDraft): RuleRow => ({ id: ++rowsMade, draft });

/** Where a kind's fields get their ids and their problems (shown once the form has been sent). */
interface FieldContext {
  id: (path: string) => string;
  problem: (path: string) => string | undefined;
}

function NumberField({ ctx, path, label, help, value, onChange, decimal }: { ctx: FieldContext; path: string; label: string; help?: string; value: string; onChange: (value: string) => void; decimal?: boolean }) {
  return (
    <FormField id={ctx.id(path)} label={label} help={help} error={ctx.problem(path)}>
      {(a11y) => <input {...a11y} className={inputClass} inputMode={decimal ? 'decimal' : 'numeric'} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

function ChoiceField<C extends string>({ ctx, path, label, choices, names, value, onChange }: { ctx: FieldContext; path: string; label: string; choices: readonly C[]; names: Record<C, string>; value: C; onChange: (value: C) => void }) {
  return (
    <FormField id={ctx.id(path)} label={label}>
      {(a11y) => (
        <select {...a11y} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as C)}>
          <ChoiceOptions choices={choices} names={names} />
        </select>
      )}
    </FormField>
  );
}

interface Column<R> {
  key: keyof R & string;
  label: string;
  decimal?: boolean;
  /** A column of small numbers, kept narrow so the other has room. */
  narrow?: boolean;
}

/** Tiers and bands: a small table, a row per line, rows added and removed (at least one stays). */
function RowsTable<R extends Record<string, string>>({ ctx, name, caption, help, columns, rows, newRow, onChange }: { ctx: FieldContext; name: string; caption: string; help?: string; columns: Column<R>[]; rows: R[]; newRow: R; onChange: (rows: R[]) => void }) {
  const set = (i: number, key: keyof R, value: string) => onChange(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  const problem = ctx.problem(name);
  return (
    <div className="sm:col-span-2">
      <table className="w-full max-w-2xl border-separate border-spacing-x-2 border-spacing-y-1">
        <caption className="mb-1 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`text-left align-bottom text-base font-semibold text-stone-700 ${c.narrow ? 'w-20 sm:w-40' : ''}`}>
                {c.label}
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="align-top">
              {columns.map((c) => {
                const path = `${name}.${i}.${c.key}`;
                const error = ctx.problem(path);
                return (
                  <td key={c.key}>
                    <input
                      id={ctx.id(path)}
                      aria-label={T.cell(c.label, i + 1)}
                      aria-invalid={!!error}
                      aria-describedby={error ? `${ctx.id(path)}-error` : undefined}
                      className={cellInputClass}
                      inputMode={c.decimal ? 'decimal' : 'numeric'}
                      value={row[c.key]}
                      onChange={(e) => set(i, c.key, e.target.value)}
                    />
                    {error && (
                      <span id={`${ctx.id(path)}-error`} className={errorText}>
                        {error}
                      </span>
                    )}
                  </td>
                );
              })}
              <td className="w-12">
                <button type="button" className={`${small} text-danger`} disabled={rows.length === 1} aria-label={T.removeRow(i + 1)} title={T.removeRow(i + 1)} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {help && <p className="mt-1 text-sm text-stone-600">{help}</p>}
      {problem && <p className={errorText}>{problem}</p>}
      <button type="button" className={`${small} mt-2`} disabled={rows.length >= MAX_ROWS} onClick={() => onChange([...rows, newRow])}>
        {T.addRow}
      </button>
    </div>
  );
}

type KindFields<K extends LoanRuleKind> = (props: { ctx: FieldContext; draft: DraftOf<K>; set: (draft: DraftOf<K>) => void }) => ReactNode;

/** Each kind's parameters as fields with Thai labels. */
const FIELDS: { [K in LoanRuleKind]: KindFields<K> } = {
  membership_age: ({ ctx, draft, set }) => <NumberField ctx={ctx} path="min_months" label={F.min_months} value={draft.min_months} onChange={(min_months) => set({ ...draft, min_months })} />,
  salary_multiple: ({ ctx, draft, set }) => (
    <RowsTable
      ctx={ctx}
      name="tiers"
      caption={T.tiers}
      columns={[
        { key: 'from_years', label: F.from_years },
        { key: 'multiple', label: F.multiple, decimal: true },
      ]}
      rows={draft.tiers}
      newRow={{ from_years: '', multiple: '' }}
      onChange={(tiers) => set({ ...draft, tiers })}
    />
  ),
  savings_percent: ({ ctx, draft, set }) => (
    <>
      <NumberField ctx={ctx} path="share_percent" label={F.share_percent} value={draft.share_percent} onChange={(share_percent) => set({ ...draft, share_percent })} />
      <NumberField ctx={ctx} path="deposit_percent" label={F.deposit_percent} value={draft.deposit_percent} onChange={(deposit_percent) => set({ ...draft, deposit_percent })} />
    </>
  ),
  shares_held: ({ ctx, draft, set }) => <NumberField ctx={ctx} path="percent" label={F.percent} value={draft.percent} onChange={(percent) => set({ ...draft, percent })} />,
  retirement: ({ ctx, draft, set }) => (
    <>
      <NumberField ctx={ctx} path="retirement_age" label={F.retirement_age} value={draft.retirement_age} onChange={(retirement_age) => set({ ...draft, retirement_age })} />
      <CheckboxField label={F.fiscal_year_end} checked={draft.fiscal_year_end} onChange={(e) => set({ ...draft, fiscal_year_end: e.target.checked })} />
    </>
  ),
  salary_left: ({ ctx, draft, set }) => (
    <>
      <NumberField ctx={ctx} path="min_baht" label={F.min_baht} value={draft.min_baht} onChange={(min_baht) => set({ ...draft, min_baht })} />
      <NumberField ctx={ctx} path="min_percent" label={F.min_percent} value={draft.min_percent} onChange={(min_percent) => set({ ...draft, min_percent })} />
    </>
  ),
  borrow_again: ({ ctx, draft, set }) => (
    <>
      <NumberField ctx={ctx} path="min_installments" label={F.min_installments} value={draft.min_installments} onChange={(min_installments) => set({ ...draft, min_installments })} />
      <NumberField ctx={ctx} path="min_term_percent" label={F.min_term_percent} value={draft.min_term_percent} onChange={(min_term_percent) => set({ ...draft, min_term_percent })} />
    </>
  ),
  refinance: ({ ctx, draft, set }) => (
    <>
      <FormField id={ctx.id('type_codes')} label={F.type_codes} help={F.type_codes_help} error={ctx.problem('type_codes')}>
        {(a11y) => <input {...a11y} className={inputClass} autoCapitalize="none" value={draft.type_codes} onChange={(e) => set({ ...draft, type_codes: e.target.value })} />}
      </FormField>
      <ChoiceField ctx={ctx} path="accrued_interest" label={F.accrued_interest} choices={['actual_days', 'none'] as const} names={T.accrued} value={draft.accrued_interest} onChange={(accrued_interest) => set({ ...draft, accrued_interest })} />
    </>
  ),
  guarantors: ({ ctx, draft, set }) => (
    <>
      <RowsTable
        ctx={ctx}
        name="bands"
        caption={T.bands}
        help={F.up_to_help}
        columns={[
          { key: 'up_to', label: F.up_to },
          { key: 'count', label: F.count, narrow: true },
        ]}
        rows={draft.bands}
        newRow={{ up_to: '', count: '' }}
        onChange={(bands) => set({ ...draft, bands })}
      />
      <ChoiceField ctx={ctx} path="pledge" label={F.pledge} choices={['none', 'shares', 'deposits', 'shares_and_deposits'] as const} names={T.pledges} value={draft.pledge} onChange={(pledge) => set({ ...draft, pledge })} />
      <NumberField ctx={ctx} path="pledge_percent" label={F.pledge_percent} value={draft.pledge_percent} onChange={(pledge_percent) => set({ ...draft, pledge_percent })} />
    </>
  ),
  guarantor_limits: ({ ctx, draft, set }) => (
    <>
      <NumberField ctx={ctx} path="min_membership_months" label={F.min_membership_months} value={draft.min_membership_months} onChange={(min_membership_months) => set({ ...draft, min_membership_months })} />
      <NumberField ctx={ctx} path="max_loans" label={F.max_loans} value={draft.max_loans} onChange={(max_loans) => set({ ...draft, max_loans })} />
      <NumberField ctx={ctx} path="max_salary_multiple" label={F.max_salary_multiple} help={F.unlimited} decimal value={draft.max_salary_multiple} onChange={(max_salary_multiple) => set({ ...draft, max_salary_multiple })} />
      <NumberField ctx={ctx} path="max_share_percent" label={F.max_share_percent} help={F.unlimited} value={draft.max_share_percent} onChange={(max_share_percent) => set({ ...draft, max_share_percent })} />
    </>
  ),
};

const fieldId = (prefix: string, rowId: number, path: string) => `${prefix}-rule-${rowId}-${path.replace(/\./g, '-')}`;

/** Takes a form refused for its rules to the first field with a problem. */
export function focusFirstProblem(prefix: string, rows: readonly RuleRow[]) {
  for (const row of rows) {
    const [path] = Object.keys(readRule(row.draft).problems ?? {});
    if (path !== undefined) return document.getElementById(fieldId(prefix, row.id, path))?.focus();
  }
}

function RuleCard({ prefix, row, index, count, showProblems, onChange, onMove, onRemove }: { prefix: string; row: RuleRow; index: number; count: number; showProblems: boolean; onChange: (draft: RuleDraft) => void; onMove: (to: number) => void; onRemove: () => void }) {
  const { draft } = row;
  const read = readRule(draft);
  const problems: RuleProblems = showProblems ? (read.problems ?? {}) : {};
  const ctx: FieldContext = { id: (path) => fieldId(prefix, row.id, path), problem: (path) => problems[path] };
  const name = T.kinds[draft.kind];
  const Fields = FIELDS[draft.kind] as KindFields<LoanRuleKind>;
  return (
    <li>
      <fieldset className="space-y-3 rounded-xl border-2 border-stone-200 bg-white p-3 sm:p-4">
        <legend className="px-1 text-lg font-bold text-primary">{T.number(index + 1, name)}</legend>
        <p className="rounded-lg bg-primary-light px-3 py-2 text-base" aria-live="polite">
          <span className="font-semibold">{T.membersRead}: </span>
          {read.rule ? ruleText(read.rule) : <span className="text-stone-700">{T.notYet}</span>}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Fields ctx={ctx} draft={draft} set={onChange} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={small} disabled={index === 0} aria-label={`${ROW.up} ${name}`} onClick={() => onMove(index - 1)}>
            ↑
          </button>
          <button type="button" className={small} disabled={index === count - 1} aria-label={`${ROW.down} ${name}`} onClick={() => onMove(index + 1)}>
            ↓
          </button>
          <button type="button" className={`${small} text-danger`} aria-label={`${ROW.remove} ${name}`} onClick={onRemove}>
            {ROW.remove}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

interface RuleEditorProps {
  /** Makes the fields' ids apart from another form's on the page. */
  prefix: string;
  rows: RuleRow[];
  onChange: (rows: RuleRow[]) => void;
  /** Each field's problem shows once the form has been sent. */
  showProblems: boolean;
  /** What the form's summary of problems says, under the rules. */
  error?: string;
}

/**
 * A product version's rules, kind by kind (decision 076): each rule's parameters as fields, the sentence members will
 * read shown above them as they are typed, rules added by kind, removed and put in the order members read them.
 */
export function RuleEditor({ prefix, rows, onChange, showProblems, error }: RuleEditorProps) {
  const left = kindsLeft(rows.map((r) => r.draft));
  const [picked, setPicked] = useState<LoanRuleKind | ''>('');
  const kind = picked !== '' && left.includes(picked) ? picked : left[0];
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row!);
    onChange(next);
  };
  return (
    <div className="space-y-3" role="group" aria-labelledby={`${prefix}-rules`}>
      <p id={`${prefix}-rules`} className="font-semibold">
        {T.legend}
      </p>
      <p className="text-base text-stone-600">{rows.length === 0 ? T.none : T.help}</p>
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <RuleCard
            key={row.id}
            prefix={prefix}
            row={row}
            index={i}
            count={rows.length}
            showProblems={showProblems}
            onChange={(draft) => onChange(rows.map((r) => (r.id === row.id ? { ...r, draft } : r)))}
            onMove={(to) => move(i, to)}
            onRemove={() => onChange(rows.filter((r) => r.id !== row.id))}
          />
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-base font-medium text-danger">
          {error}
        </p>
      )}
      {kind === undefined ? (
        <p className="text-base text-stone-600">{T.allAdded}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <label className="w-full sm:w-96">
            <span className="mb-1 block font-semibold">{T.addKind}</span>
            <select className={inputClass} value={kind} onChange={(e) => setPicked(e.target.value as LoanRuleKind)}>
              <ChoiceOptions choices={left} names={T.kinds} />
            </select>
          </label>
          <button type="button" className={secondaryButtonClass} onClick={() => onChange([...rows, ruleRow(newRuleDraft(kind))])}>
            {T.add}
          </button>
        </div>
      )}
    </div>
  );
}
