import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';

interface SearchFormProps {
  id: string;
  /** The box's label, hint and button, as the feature's messages name them. */
  text: { searchLabel: string; searchHelp: string; search: string; searching: string };
  /** What the box holds when the form appears (the search shown now). */
  initial: string;
  /** Said when the box is sent empty; without it an empty search lists everything. */
  needQuery?: string;
  pending: boolean;
  onSearch: (query: string) => void;
}

/** A console search box (members, groups): the typed words, trimmed, are searched for when the button is pressed. */
export function SearchForm({ id, text, initial, needQuery, pending, onSearch }: SearchFormProps) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { typed: initial }, reValidateMode: 'onSubmit' });
  const submit = handleSubmit(({ typed }) => onSearch(typed.trim()));
  const rules = needQuery ? { validate: (typed: string) => typed.trim() !== '' || needQuery } : {};
  return (
    <form onSubmit={submit} noValidate className="mb-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-6">
      <FormField id={id} label={text.searchLabel} help={text.searchHelp} error={formState.errors.typed?.message}>
        {(a11y) => <input {...a11y} type="search" className={inputClass} autoComplete="off" enterKeyHint="search" {...register('typed', rules)} />}
      </FormField>
      <div className="sm:pb-7">
        <SubmitButton pending={pending} label={text.search} pendingLabel={text.searching} fit />
      </div>
    </form>
  );
}
