import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { CoopBrand } from '@/components/ui/coop-brand';
import { MenuIcon } from '@/components/ui/icons';
import { TextSizeControl } from '@/components/ui/text-size-control';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';

/** What differs in the member-group area's header (spec 2.5): its system name, the group label, a worded menu button. */
export interface AreaHeaderText {
  /** A line under the cooperative's name, e.g. "ระบบตรวจสอบใบแจ้งหนี้สำหรับหน่วยงาน". */
  system?: string;
  /** The label before the number: "เลขทะเบียน" for a member, "หน่วยงาน" for a group. */
  idLabel: string;
  /** A visible word on the menu button ("เมนู"); without it the button shows the icon alone. */
  menuText?: string;
  /** The area's start page, opened from the cooperative's name when the menu does not list it (the group's dashboard). */
  start?: { to: string; label: string };
}

// the cooperative's name opens the member home (issue 24), which the spec's menu does not list
const MEMBER_HEADER_TEXT: AreaHeaderText = { idLabel: 'เลขทะเบียน', start: { to: MEMBER_HOME_PATH, label: 'หน้าหลักสมาชิก' } };

interface MemberHeaderProps {
  /** Registration number of the member (or the group's number as shown); a dash when missing (spec 2.4). */
  memberNo: string | undefined;
  memberName: string | undefined;
  /** A small round picture of the member beside the name (the member area's profile photo); none in other areas. */
  avatar?: ReactNode;
  /** Beside the member's name: the member area's inbox bell, in reach of a thumb on a phone. */
  actions?: ReactNode;
  /** Who the member is is still on its way from the server: placeholders, not dashes that would say "missing". */
  memberPending: boolean;
  menuOpen: boolean;
  onMenuClick: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  menuControls: string;
  /** A page is on its way: shows a thin bar so a tap is seen to have worked. */
  busy: boolean;
  text?: AreaHeaderText;
  /** Shown under the header's rows, in its sticky band, so it never scrolls away. */
  banner?: ReactNode;
  /** The header element, which the layout measures to place the side menu below it. */
  headerRef?: Ref<HTMLElement>;
}

const NO_VALUE = '-';

function Placeholder({ width }: { width: string }) {
  return <span aria-hidden="true" className={`inline-block h-[1em] ${width} animate-pulse rounded bg-white/30 align-middle`} />;
}

/** Logo and names, the member's registration number and full name, and the menu button on small screens. */
export function MemberHeader(props: MemberHeaderProps) {
  const { memberNo, memberName, avatar, actions, memberPending, menuOpen, onMenuClick, menuButtonRef, menuControls, busy, banner, headerRef } = props;
  const text = props.text ?? MEMBER_HEADER_TEXT;
  const number = memberPending ? <Placeholder width="w-16" /> : memberNo || NO_VALUE;
  const name = memberPending ? <Placeholder width="w-40" /> : memberName || NO_VALUE;
  return (
    <header ref={headerRef} className="light-palette sticky top-0 z-30 bg-primary text-white shadow-md">
      {busy && <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 animate-pulse bg-secondary-light" />}
      <div className="flex items-center gap-2 px-2 py-2 sm:px-4 lg:h-18 lg:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          onClick={onMenuClick}
          aria-expanded={menuOpen}
          aria-controls={menuControls}
          aria-label={text.menuText ? undefined : 'เปิดเมนู'}
          className={`flex h-12 shrink-0 items-center justify-center gap-1 rounded-lg hover:bg-white/15 lg:hidden ${text.menuText ? 'px-2' : 'w-12'}`}
        >
          <MenuIcon className="size-7" />
          {text.menuText}
        </button>
        <div className="min-w-0">
          {text.start ? (
            <Link to={text.start.to} title={text.start.label} className="block rounded-lg hover:opacity-90">
              <CoopBrand variant="bar" />
              {/* the name read out starts with the words on screen, so voice control finds the link by them */}
              <span className="sr-only"> {text.start.label}</span>
            </Link>
          ) : (
            <CoopBrand variant="bar" />
          )}
          {text.system && <p className="text-xs leading-snug opacity-90 sm:text-sm">{text.system}</p>}
        </div>
        {actions && <div className="ml-auto shrink-0 lg:hidden">{actions}</div>}
        <div className="ml-auto hidden shrink-0 items-center gap-3 pl-4 lg:flex">
          {actions}
          <TextSizeControl />
          <div className="text-right leading-snug">
            <p className="text-sm opacity-90">
              {text.idLabel} <span className="font-semibold tracking-wide">{number}</span>
            </p>
            <p className="text-base font-semibold">{name}</p>
          </div>
          {avatar && <span className="size-11">{avatar}</span>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 bg-primary-dark px-4 py-1.5 text-sm lg:hidden">
        <div className="flex min-w-0 flex-[1_1_10rem] flex-wrap items-baseline justify-between gap-x-4">
          <span>
            {text.idLabel} <span className="font-semibold tracking-wide">{number}</span>
          </span>
          <span className="font-semibold">{name}</span>
        </div>
        {/* on a phone the size buttons sit here, leaving the cooperative's name the header's width; they take a line
            of their own once larger text needs the room */}
        <div className="ml-auto flex items-center gap-3">
          {avatar && <span className="size-8">{avatar}</span>}
          <TextSizeControl />
        </div>
      </div>
      {banner}
    </header>
  );
}
