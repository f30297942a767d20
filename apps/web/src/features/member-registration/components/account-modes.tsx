import { Link } from 'react-router';
import { type AccountMode, REGISTRATION_TEXT } from '../messages';

const PATHS: Record<AccountMode, string> = { register: '/member/register', forget: '/member/forget' };

/** Two links that look like a switch: the screen is one, its mode is the path (spec 2.3). */
export function AccountModes({ mode }: { mode: AccountMode }) {
  return (
    <nav aria-label={REGISTRATION_TEXT.modes} className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
      {(Object.keys(PATHS) as AccountMode[]).map((m) => (
        <Link
          key={m}
          to={PATHS[m]}
          replace
          aria-current={m === mode ? 'page' : undefined}
          className="flex min-h-12 items-center justify-center rounded-lg px-3 text-base font-semibold text-stone-700 hover:text-primary aria-[current=page]:bg-white aria-[current=page]:text-primary aria-[current=page]:shadow-sm"
        >
          {REGISTRATION_TEXT.title[m]}
        </Link>
      ))}
    </nav>
  );
}
