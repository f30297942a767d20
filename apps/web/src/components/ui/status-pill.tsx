import type { ReactNode } from 'react';

/**
 * A status beside what it describes (open, approved, receipt…), in a rounded pill. `tone` is its colours, kept by each
 * feature with its statuses; `large` where it stands by a page's own heading.
 */
export function StatusPill({ tone, large = false, children }: { tone: string; large?: boolean; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-3 font-semibold ${large ? 'py-1 text-base' : 'py-0.5 text-sm'} ${tone}`}>{children}</span>;
}
