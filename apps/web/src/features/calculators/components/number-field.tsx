import { formatMoney } from '@coop/thai-format';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { parseThaiNumber } from '../lib/calculators';

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  help?: string | undefined;
  onBlur?: () => void;
}

/** A figure typed as text, so "1,250,000.50" and Thai digits are accepted and read by parseThaiNumber. */
export function NumberField({ id, label, value, onChange, error, help, onBlur }: NumberFieldProps) {
  return (
    <FormField id={id} label={label} {...(error ? { error } : {})} {...(help ? { help } : {})}>
      {(a11y) => (
        <input {...a11y} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} className={`${inputClass} tabular-nums`} />
      )}
    </FormField>
  );
}

/** An amount in baht: shown with thousands separators once typed ("1250000" becomes "1,250,000.00"), so it reads as money. */
export function MoneyField(props: Omit<NumberFieldProps, 'onBlur'>) {
  const tidy = () => {
    const amount = parseThaiNumber(props.value);
    if (amount !== undefined) props.onChange(formatMoney(amount));
  };
  return <NumberField {...props} onBlur={tidy} />;
}
