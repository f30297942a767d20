import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { HomeIcon, LogoutIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

export interface SideMenuItem {
  key: string;
  to: string;
  label: string;
  /** Greyed and inert: shown, announced as unavailable (aria-disabled), and following it keeps the member where they are. */
  unavailable?: boolean;
  /** The heading the entry is listed under; entries in a row with the same heading form one group. */
  group?: string;
}

interface SideMenuProps {
  label: string;
  items: readonly SideMenuItem[];
  /** The current page's entry; none when the page has no entry of its own. */
  activeKey: string | undefined;
  /** Called when an entry is followed, so a drawer can close. */
  onNavigate: () => void;
  logoutLabel: string;
  onLogout: () => void;
  logoutPending: boolean;
  homeLabel: string;
  homeTo: string;
}

const entry = 'flex w-full items-center gap-3 border-l-4 px-4 text-left text-base transition-colors hover:bg-primary-light';

/** The entries in runs under their headings, in their order; entries without a heading form runs of their own. */
function runsOf(items: readonly SideMenuItem[]): { group: string | undefined; items: SideMenuItem[] }[] {
  const runs: { group: string | undefined; items: SideMenuItem[] }[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return runs;
}

function MenuEntries({ items, activeKey, onNavigate, compact }: { items: readonly SideMenuItem[]; activeKey: string | undefined; onNavigate: () => void; compact: boolean }) {
  const size = compact ? 'min-h-11 py-2' : 'min-h-12 py-2.5';
  return items.map((item) => {
    const active = item.key === activeKey;
    if (item.unavailable && !active) {
      return (
        <li key={item.to}>
          {/* no href: there is nowhere to go; still in the tab order, so keyboards and screen readers meet it, unavailable */}
          <a role="link" aria-disabled="true" tabIndex={0} className={`${entry} ${size} cursor-not-allowed border-transparent text-stone-500 hover:bg-transparent`}>
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
          className={`${entry} ${size} ${active ? 'border-primary bg-primary-light font-bold text-primary' : 'border-transparent text-stone-800'}`}
        >
          {item.label}
        </Link>
      </li>
    );
  });
}

/**
 * The area's menu: its pages (the active one marked with aria-current), under headings when the area groups them,
 * then logout and a link home, which stay at the foot of the menu in view however long the list is.
 */
export function SideMenu(props: SideMenuProps) {
  const { label, items, activeKey, onNavigate, logoutLabel, onLogout, logoutPending, homeLabel, homeTo } = props;
  const runs = runsOf(items);
  const grouped = runs.some((run) => run.group !== undefined);
  const navRef = useRef<HTMLElement>(null);
  const footRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // A long menu (the console's twenty entries on a laptop) scrolls so the current entry shows above the sticky foot:
    // when the entries come (the console's with the staff user's role) and whenever the menu's height changes (the
    // cookie banner takes room at the foot after the first paint).
    const scroller = navRef.current?.parentElement;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const reveal = () => {
      const current = navRef.current?.querySelector('[aria-current="page"]');
      if (!current || !footRef.current) return;
      const hidden = current.getBoundingClientRect().bottom - footRef.current.getBoundingClientRect().top;
      if (hidden > 0) scroller.scrollTop += hidden + 8;
    };
    const resized = new ResizeObserver(reveal);
    resized.observe(scroller);
    return () => resized.disconnect();
  }, [activeKey, items.length]);
  return (
    <nav ref={navRef} aria-label={label} className="flex min-h-full flex-col pt-2">
      {grouped ? (
        runs.map((run, index) =>
          run.group ? (
            <section key={run.group} aria-labelledby={`side-menu-group-${index}`} className="mt-1 border-t border-stone-100 pt-1 first:mt-0 first:border-t-0">
              <h2 id={`side-menu-group-${index}`} className="px-4 pt-2 pb-0.5 text-sm font-semibold text-stone-600">
                {run.group}
              </h2>
              <ul>
                <MenuEntries items={run.items} activeKey={activeKey} onNavigate={onNavigate} compact />
              </ul>
            </section>
          ) : (
            <ul key={run.items[0]!.key}>
              <MenuEntries items={run.items} activeKey={activeKey} onNavigate={onNavigate} compact />
            </ul>
          ),
        )
      ) : (
        <ul>
          <MenuEntries items={items} activeKey={activeKey} onNavigate={onNavigate} compact={false} />
        </ul>
      )}
      <ul ref={footRef} className="sticky bottom-0 mt-auto border-t border-stone-200 bg-white pt-2 pb-2">
        <li>
          <button type="button" onClick={onLogout} disabled={logoutPending} className={`${entry} min-h-12 py-2.5 border-transparent text-danger disabled:opacity-60`}>
            {logoutPending ? <Spinner className="size-5" /> : <LogoutIcon className="size-5" />}
            {logoutLabel}
          </button>
        </li>
        <li>
          <Link to={homeTo} onClick={onNavigate} className={`${entry} min-h-12 py-2.5 border-transparent text-stone-800`}>
            <HomeIcon className="size-5" />
            {homeLabel}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
