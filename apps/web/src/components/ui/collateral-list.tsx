import type { Collateral } from '@coop/contract';
import { Money } from './money';
import { UI_TEXT } from './ui-text';

/** What secures a loan: guarantors by name and number, or the share, deposit or property pledged, with amounts. */
export function CollateralList({ collaterals }: { collaterals: readonly Collateral[] }) {
  const t = UI_TEXT.collateral;
  return (
    <ul className="divide-y divide-stone-200">
      {collaterals.map((c, i) => (
        <li key={`${c.collateral_type}-${c.guarantor_no ?? i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-stone-600">{t.types[c.collateral_type]}</p>
            <p className="text-lg font-semibold text-stone-900">
              {c.guarantor_name ? `${c.guarantor_name}${c.guarantor_no ? ` (${c.guarantor_no})` : ''}` : c.description}
            </p>
            {c.guarantor_name && <p className="text-base text-stone-700">{c.description}</p>}
          </div>
          <div className="ml-auto text-right">
            <p className="text-sm font-medium text-stone-600">{t.amount}</p>
            <p className="text-lg">
              <Money value={c.amount} baht />
            </p>
            <p className="text-sm text-stone-700">{c.status}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
