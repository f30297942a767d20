import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { DEMAND_TEXT } from '../messages';

const T = DEMAND_TEXT.reference;

/** The reference a visitor was just given, large enough to read out or photograph, with a copy button. */
export function ReferenceCard({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(reference).then(() => setCopied(true), () => setCopied(false));
  return (
    <section aria-labelledby="demand-reference" className="rounded-2xl border-2 border-primary bg-white p-5 shadow-sm" data-testid="demand-reference">
      <h2 id="demand-reference" className="text-lg font-bold text-primary-dark">
        {T.heading}
      </h2>
      <p className="my-2 font-mono text-3xl font-bold tracking-wider text-stone-900 tabular-nums">{reference}</p>
      <p className="mb-3 text-base text-stone-700">{T.keep}</p>
      <button type="button" className={secondaryButtonClass} onClick={copy}>
        {copied ? T.copied : T.copy}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? T.copied : ''}
      </span>
    </section>
  );
}
