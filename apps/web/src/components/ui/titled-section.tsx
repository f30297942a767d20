import { type ReactNode, useId } from 'react';

/** A part of a public page under its own heading, named by it for screen readers (a region). */
export function TitledSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-bold text-balance text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}
