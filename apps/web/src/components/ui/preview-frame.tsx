import type { ReactNode } from 'react';

/** One preview of what staff are composing, captioned with where it appears. */
export function PreviewFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold text-stone-600">{label}</figcaption>
      {children}
    </figure>
  );
}
