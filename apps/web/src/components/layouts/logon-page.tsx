import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { TextSizeControl } from '@/components/ui/text-size-control';
import { HOME_PATH } from '@/lib/auth/member-paths';

interface LogonPageProps {
  title: string;
  /** The line under the title: which system this login opens. */
  system: string;
  homeLabel: string;
  /** The form (its aria-labelledby is "logon-title"). */
  children: ReactNode;
  /** Links under the form (registration, forgotten password). */
  footer?: ReactNode;
}

/** A login screen outside any layout: the cooperative's brand, the form in a card, and the way home. */
export function LogonPage({ title, system, homeLabel, children, footer }: LogonPageProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 pt-2 pb-8 sm:pb-12">
      <PageTitle page={title} />
      {/* the first screen a member sees: the text can be made larger before reading on */}
      <TextSizeControl className="self-end text-primary sm:mb-4" />
      <CoopBrand />
      <main id="main-content" tabIndex={-1} className="mt-6 w-full max-w-md rounded-2xl bg-white p-5 shadow-md outline-none sm:p-8">
        <h1 id="logon-title" className="text-2xl font-bold text-stone-900">
          {title}
        </h1>
        <p className="mb-6 text-base text-stone-600">{system}</p>
        {children}
        {footer}
      </main>
      <Link to={HOME_PATH} className={`${linkClass} mt-6 inline-flex min-h-12 items-center`}>
        {homeLabel}
      </Link>
    </div>
  );
}
