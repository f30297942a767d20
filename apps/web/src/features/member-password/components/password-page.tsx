import type { PasswordArea } from '../api/change-password';
import { PASSWORD_TEXT } from '../messages';
import { type MemberPasswordFacts, PasswordChangeForm } from './password-change-form';

/** The change-password page of either area: its heading and the form in a card. */
export function PasswordPage({ facts, area }: { facts: MemberPasswordFacts | undefined; area?: PasswordArea }) {
  return (
    <div>
      <h1 id="password-title" className="mb-4 text-2xl font-bold text-stone-900">
        {PASSWORD_TEXT.title}
      </h1>
      <div className="max-w-xl rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <PasswordChangeForm member={facts} {...(area ? { area } : {})} />
      </div>
    </div>
  );
}
