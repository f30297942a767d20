import { type CSSProperties, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { ArrowLeftIcon, CloseIcon } from '@/components/ui/icons';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';
import { DESKTOP_QUERY } from '@/lib/use-media-query';
import { type AreaHeaderText, MemberHeader } from './member-header';

const MENU_ID = 'member-side-menu';

interface MemberLayoutProps {
  memberNo: string | undefined;
  memberName: string | undefined;
  /** The member's small round photo in the header, beside the name. */
  avatar?: ReactNode;
  /** Beside the name in the header (the member area's inbox bell). */
  actions?: ReactNode;
  memberPending: boolean;
  menuLabel: string;
  /** The menu's content; `close` shuts the drawer when an entry is followed. */
  menu: (close: () => void) => ReactNode;
  /** A line beside the back link on every page, e.g. when the data was last updated (spec 2.4). */
  notice?: ReactNode;
  /** The member-group area has no back link (spec 2.5). */
  backLink?: boolean;
  /** Pages of wide report tables (the member-group area) use the room a desktop has; member pages keep a reading width. */
  wide?: boolean;
  headerText?: AreaHeaderText;
  /** A strip under the header that stays in view (a staff user looking through the member's session). */
  banner?: ReactNode;
  children: ReactNode;
}

function BackLink() {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers its history entries; at the first one there is nothing in the app to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(MEMBER_HOME_PATH);
  };
  return (
    <button
      type="button"
      onClick={goBack}
      className="inline-flex min-h-12 items-center gap-2 rounded-lg pr-3 text-base font-semibold text-primary hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      กลับ
    </button>
  );
}

/**
 * The header's height as it is drawn, as `--member-header-height`: the desktop side menu starts under it, so a taller
 * header (the impersonation banner, larger text) never covers the menu's first entries.
 */
function useHeight(): { ref: (element: HTMLElement | null) => void; style: CSSProperties | undefined } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // the observer reports the first size as soon as it starts, then every change
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, style: height ? ({ '--member-header-height': `${height}px` } as CSSProperties) : undefined };
}

/**
 * The member area's shell (spec 2.4). From 1024 px the menu is a fixed 16rem side bar; below, it takes no width
 * and opens as a drawer from the header's menu button, closed by the backdrop, Escape, its close button or by
 * following an entry. While the drawer is open the page behind it is inert, and focus moves into it and back.
 */
export function MemberLayout(props: MemberLayoutProps) {
  const { memberNo, memberName, avatar, actions, memberPending, menuLabel, menu, notice, backLink = true, wide = false, headerText, banner, children } = props;
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  // The drawer belongs to the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const headerHeight = useHeight();
  const returnFocusOnClose = useRef(false);
  const lastPathname = useRef(pathname);

  const closeForNavigation = useCallback(() => setOpenOn(null), []);
  const closeAndReturn = useCallback(() => {
    returnFocusOnClose.current = true;
    setOpenOn(null);
  }, []);

  useEffect(() => {
    if (open) {
      closeButtonRef.current?.focus();
    } else if (returnFocusOnClose.current) {
      returnFocusOnClose.current = false;
      menuButtonRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndReturn();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, closeAndReturn]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setOpenOn(null);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    // After moving to another page, start screen readers and keyboards at its content, not the old link.
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="min-h-dvh" style={headerHeight.style}>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        ข้ามไปยังเนื้อหาหลัก
      </a>

      {open && <div aria-hidden="true" onClick={closeAndReturn} className="fixed inset-0 z-40 bg-black/50 lg:hidden" />}

      <aside
        id={MENU_ID}
        aria-label={menuLabel}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
        className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl duration-200 motion-reduce:transition-none lg:visible lg:top-(--member-header-height,4.5rem) lg:bottom-(--cookie-banner-room,0px) lg:z-20 lg:w-64 lg:translate-x-0 lg:border-r lg:border-stone-200 lg:shadow-none ${
          // Visible at once on opening, so focus can move in; hidden only once the slide-out has finished.
          open ? 'visible translate-x-0 transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility]'
        }`}
      >
        <div className="light-palette flex items-center justify-between bg-primary py-2 pr-2 pl-4 text-white lg:hidden">
          <span className="text-lg font-semibold">{menuLabel}</span>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={closeAndReturn}
            aria-label="ปิดเมนู"
            className="flex size-12 items-center justify-center rounded-lg hover:bg-white/15"
          >
            <CloseIcon className="size-7" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{menu(closeForNavigation)}</div>
      </aside>

      <div inert={open}>
        <MemberHeader
          memberNo={memberNo}
          memberName={memberName}
          avatar={avatar}
          actions={actions}
          memberPending={memberPending}
          menuOpen={open}
          onMenuClick={() => setOpenOn(open ? null : pathname)}
          menuButtonRef={menuButtonRef}
          menuControls={MENU_ID}
          busy={busy}
          {...(headerText ? { text: headerText } : {})}
          banner={banner}
          headerRef={headerHeight.ref}
        />
        <div className="lg:pl-64">
          <main
            id="main-content"
            ref={mainRef}
            tabIndex={-1}
            aria-busy={busy}
            className={`mx-auto ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 pt-3 pb-24 outline-none sm:px-6 lg:px-8 lg:pt-5`}
          >
            {(backLink || notice) && (
              <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                {backLink && <BackLink />}
                {notice}
              </div>
            )}
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
