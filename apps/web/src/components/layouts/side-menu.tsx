import { Link } from 'react-router';
import { HomeIcon, LogoutIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

export interface SideMenuItem {
  key: string;
  to: string;
  label: string;
  /** Greyed and inert: shown, announced as unavailable (aria-disabled), and following it keeps the member where they are. */
  unavailable?: boolean;
}

interface SideMenuProps {
  label: string;
  items: readonly SideMenuItem[];
  activeKey: string;
  /** Called when an entry is followed, so a drawer can close. */
  onNavigate: () => void;
  logoutLabel: string;
  onLogout: () => void;
  logoutPending: boolean;
  homeLabel: string;
  homeTo: string;
}

const entry =
  'flex min-h-12 w-full items-center gap-3 border-l-4 px-4 py-2.5 text-left text-base transition-colors hover:bg-primary-light';

/** The area's menu: its pages (the active one marked with aria-current), then logout and a link home. */
export function SideMenu(props: SideMenuProps) {
  const { label, items, activeKey, onNavigate, logoutLabel, onLogout, logoutPending, homeLabel, homeTo } = props;
  return (
    <nav aria-label={label} className="py-2">
      <ul>
        {items.map((item) => {
          const active = item.key === activeKey;
          if (item.unavailable && !active) {
            return (
              <li key={item.to}>
                {/* no href: there is nowhere to go; still in the tab order, so keyboards and screen readers meet it, unavailable */}
                <a role="link" aria-disabled="true" tabIndex={0} className={`${entry} cursor-not-allowed border-transparent text-stone-500 hover:bg-transparent`}>
                  {item.label}
                </a>
              </li>
            );
          }
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`${entry} ${active ? 'border-primary bg-primary-light font-bold text-primary' : 'border-transparent text-stone-800'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="mt-2 border-t border-stone-200 pt-2">
        <li>
          <button type="button" onClick={onLogout} disabled={logoutPending} className={`${entry} border-transparent text-danger disabled:opacity-60`}>
            {logoutPending ? <Spinner className="size-5" /> : <LogoutIcon className="size-5" />}
            {logoutLabel}
          </button>
        </li>
        <li>
          <Link to={homeTo} onClick={onNavigate} className={`${entry} border-transparent text-stone-800`}>
            <HomeIcon className="size-5" />
            {homeLabel}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
