import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { type MenuEntry, buildMenu, useInfoMenu } from '@/lib/info-menu/use-info-menu';
import { INFO_TEXT } from './info-text';

/** External addresses open as plain links; the site's own go through the router. */
function MenuLink({ to, className, onClick, children }: { to: string; className: string; onClick?: () => void; children: string }) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} className={className} onClick={onClick} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}>
    <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * The menu of spec 2.2 from GET /api/info/manu: a horizontal bar from 1024 px, a collapsible list below. Each group
 * is a dropdown: a click toggles it, only one is open at a time, and a second click, a click outside, leaving it
 * (pointer or focus) or Escape closes it.
 */
export function InfoMenu() {
  const menu = useInfoMenu();
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // A new page closes whatever was open, so the menu never hides the page just reached.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenGroup(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (openGroup === null && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenGroup(null);
        setMobileOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenGroup(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openGroup, mobileOpen]);

  const entries: MenuEntry[] | undefined = menu.data ? buildMenu(menu.data) : undefined;
  const closeAll = () => {
    setOpenGroup(null);
    setMobileOpen(false);
  };

  const itemClass =
    'flex min-h-12 w-full items-center justify-between gap-2 px-4 py-2 text-left text-base font-semibold text-white hover:bg-primary-dark lg:w-auto';

  let content;
  if (!entries) {
    content = <p className="px-4 py-3 text-base text-white/90">{menu.isError ? INFO_TEXT.noMenu : INFO_TEXT.menuLoading}</p>;
  } else if (entries.length === 0) {
    content = <p className="px-4 py-3 text-base text-white">{INFO_TEXT.noMenu}</p>;
  } else {
    content = (
      <ul className="flex flex-col lg:flex-row lg:flex-wrap">
        {entries.map(({ item, children }, index) => {
          if (children.length === 0 && item.is_parent === '0') {
            return (
              <li key={item.seq}>
                <MenuLink to={item.url} className={itemClass} onClick={closeAll}>
                  {item.manu_name}
                </MenuLink>
              </li>
            );
          }
          const open = openGroup === index;
          const listId = `${panelId}-group-${item.seq}`;
          return (
            <li
              key={item.seq}
              className="relative"
              onMouseLeave={() => open && setOpenGroup(null)}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenGroup(null);
              }}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpenGroup(open ? null : index)}
                className={`${itemClass} ${open ? 'bg-primary-dark' : ''}`}
              >
                {item.manu_name}
                <Chevron open={open} />
              </button>
              <ul
                id={listId}
                hidden={!open}
                className="bg-white py-1 shadow-lg lg:absolute lg:top-full lg:left-0 lg:z-40 lg:min-w-64 lg:rounded-b-lg"
              >
                {children.length === 0 ? (
                  <li className="px-5 py-2 text-stone-700">{INFO_TEXT.noMenu}</li>
                ) : (
                  children.map((sub) => (
                    <li key={`${sub.url}-${sub.description}`}>
                      <MenuLink
                        to={sub.url}
                        onClick={closeAll}
                        className="block min-h-11 px-6 py-2.5 text-base text-stone-900 hover:bg-primary-light hover:text-primary lg:px-5"
                      >
                        {sub.description}
                      </MenuLink>
                    </li>
                  ))
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <nav ref={navRef} aria-label={INFO_TEXT.mainMenu} className="light-palette bg-primary">
      <div className="mx-auto max-w-7xl">
        <button
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          onClick={() => setMobileOpen((v) => !v)}
          className="flex min-h-12 w-full items-center gap-2 px-4 text-base font-semibold text-white lg:hidden"
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          {mobileOpen ? INFO_TEXT.closeMenu : INFO_TEXT.mainMenu}
        </button>
        <div id={panelId} className={`${mobileOpen ? 'block' : 'hidden'} border-t border-white/20 lg:block lg:border-0`}>
          {content}
        </div>
      </div>
    </nav>
  );
}
