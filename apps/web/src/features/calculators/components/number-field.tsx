import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';

/** A figure typed as text, so "1,250,000.50" and Thai digits are accepted and read by parseThaiNumber. */
export function NumberField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(a11y) => <input {...a11y} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />}
    </FormField>
  );
}
