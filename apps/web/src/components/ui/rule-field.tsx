import { type TextRule, normaliseText, textLength, textProblem } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { FormField } from './form-field';
import { inputClass } from './input-classes';

const charCount = (n: string, max: string) => `${n}/${max} ตัวอักษร`;

/** The Thai message of spec's text rules (shared with the server), or undefined when the value is fine. */
export const ruleProblem = (value: string, rule: TextRule) => textProblem(normaliseText(value), rule);

interface RuleFieldProps {
  id: string;
  rule: TextRule;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A text input or textarea bounded by its rule, with a character count for long text. */
export function RuleField({ id, rule, label = rule.label, value, onChange, error }: RuleFieldProps) {
  const help = rule.multiline
    ? charCount(formatNumber(textLength(normaliseText(value)), 0), formatNumber(rule.max, 0))
    : undefined;
  return (
    <FormField id={id} label={label} error={error} help={help}>
      {(a11y) =>
        rule.multiline ? (
          <textarea {...a11y} rows={6} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} min-h-40`} />
        ) : (
          <input {...a11y} type="text" value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} autoComplete={id.endsWith('name') ? 'name' : 'off'} />
        )
      }
    </FormField>
  );
}
