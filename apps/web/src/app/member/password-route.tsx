import { PasswordChangeForm } from '@/features/member-password/components/password-change-form';
import { PASSWORD_TEXT } from '@/features/member-password/messages';

export function Component() {
  return (
    <div>
      <h1 id="password-title" className="mb-4 text-2xl font-bold text-stone-900">
        {PASSWORD_TEXT.title}
      </h1>
      <div className="max-w-xl rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <PasswordChangeForm />
      </div>
    </div>
  );
}
