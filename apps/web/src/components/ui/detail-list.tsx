import type { ReactNode } from 'react';

/** Label-value pairs: stacked on phones, two columns of pairs from 640 px. */
export function DetailList({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 }) {
  const grid = columns === 1 ? '' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  return <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 ${grid}`}>{children}</dl>;
}

export function DetailItem({ label, children, emphasis = false }: { label: string; children: ReactNode; emphasis?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-stone-600 sm:text-base">{label}</dt>
      <dd className={`break-words text-stone-900 ${emphasis ? 'text-xl font-bold sm:text-2xl' : 'text-lg'}`}>{children}</dd>
    </div>
  );
}

/** One label and its value in a two-column `dl` grid that the caller lays out; the value bold unless told otherwise. */
export function Fact({ label, children, valueClass = 'font-semibold' }: { label: string; children: ReactNode; valueClass?: string }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className={valueClass}>{children}</dd>
    </>
  );
}

/** A white card section with its own heading, the page's building block. */
export function Card({ title, titleId, actions, children }: { title?: string; titleId?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={title ? titleId : undefined} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      {title && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold text-primary sm:text-xl">
            {title}
          </h2>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
