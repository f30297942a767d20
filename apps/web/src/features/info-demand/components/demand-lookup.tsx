import { normaliseDemandReference } from '@coop/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useFindDemand } from '../api/find-demand';
import { DEMAND_TEXT } from '../messages';
import { DemandDetails } from './demand-details';

const T = DEMAND_TEXT.reference;

/** A visitor types the reference they were given and sees their demand's status and answer below the form. */
export function DemandLookup() {
  const find = useFindDemand();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const found = useRef<HTMLDivElement>(null);
  const demand = find.data?.demand;

  useEffect(() => {
    if (demand) found.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [demand]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reference = normaliseDemandReference(typed);
    const why = typed.trim() === '' ? T.empty : reference ? undefined : T.malformed;
    setProblem(why);
    if (why || !reference) {
      document.getElementById('demand-reference-input')?.focus();
      return;
    }
    setTyped(reference);
    find.mutate(reference);
  };

  return (
    <TitledSection title={T.lookupHeading} className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <p className="mb-4 text-base text-stone-700">{T.lookupIntro}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField id="demand-reference-input" label={T.label} {...(problem ? { error: problem } : {})}>
          {(a11y) => (
            <input
              {...a11y}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className={`${inputClass} font-mono tracking-wider uppercase`}
            />
          )}
        </FormField>
        <FormRefusal message={find.error?.message} />
        <SubmitButton fit pending={find.isPending} label={T.find} pendingLabel={T.finding} />
      </form>
      {demand && (
        <div ref={found} className="mt-6 scroll-mt-4 space-y-3 border-t-2 border-stone-200 pt-6" data-testid="demand-found">
          <DemandDetails demand={demand} headingLevel={3} />
          <Link to={`/showdemand/${demand.id}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            {T.open}
          </Link>
        </div>
      )}
    </TitledSection>
  );
}
