import type { ReactNode } from 'react';

/** A member page's one h1, with an optional line under it (an account or contract number, say). */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="text-2xl font-bold text-balance text-stone-900">{children}</h1>
      {subtitle && <p className="mt-1 text-lg text-stone-700">{subtitle}</p>}
    </div>
  );
}
