import { MEMBERSHIP_NO_WIDTH, padMembershipNo, type RecaptchaWidget as RecaptchaSettings } from '@coop/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { NumberOnlyInput, onlyDigits } from '@/components/ui/number-only-input';
import { PasswordInput } from '@/components/ui/password-input';
import { RememberMe } from '@/components/ui/remember-me';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { rememberedPasskeyMember } from '@/lib/passkeys/passkey-device';
import { PasskeyCancelled, passkeysSupported } from '@/lib/passkeys/webauthn';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { takeOverTypedValues } from '@/lib/typed-before-start';
import { useLogInMember, useSignInWithPasskey } from '../api/login';
import { LOGON_TEXT } from '../messages';
import { RecaptchaWidget } from '../recaptcha/recaptcha-widget';

interface FieldErrors {
  membershipNo?: string;
  password?: string;
}

const padIfAny = (value: string) => (value === '' ? '' : padMembershipNo(value));

/**
 * The member login form: a digits-only membership number padded to 7 digits (spec 5), the password with a
 * show/hide toggle, "remember me", and the reCAPTCHA widget where the server configured one (its answer goes in
 * `recaptcha`, spec 3). A refusal is toasted by the API client and also kept under the form.
 */
export function LogonForm({ recaptcha, landing = MEMBER_HOME_PATH }: { recaptcha?: RecaptchaSettings; /** Where a login lands: the home, or the page that asked for it. */ landing?: string }) {
  const navigate = useNavigate();
  const login = useLogInMember();
  const [membershipNo, setMembershipNo] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [recaptchaAnswer, setRecaptchaAnswer] = useState('');
  // a new widget after each refusal: an answer the server checked cannot be used twice
  const [widgetRound, setWidgetRound] = useState(0);
  // what was typed before the app started, on the page the server drew
  const takeOver = useCallback(
    (form: HTMLFormElement | null) =>
      takeOverTypedValues(form, {
        membership_no: (field) => {
          const digits = onlyDigits(field.value).slice(0, MEMBERSHIP_NO_WIDTH);
          // a field already left is padded, as leaving it does
          setMembershipNo(field === document.activeElement ? digits : padIfAny(digits));
        },
        mem_password: (field) => setPassword(field.value),
        remember: (field) => setRemember(field.checked),
      }),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const padded = padIfAny(membershipNo);
    setMembershipNo(padded);
    const errors: FieldErrors = {
      membershipNo: padded === '' ? LOGON_TEXT.needMembershipNo : undefined,
      password: password === '' ? LOGON_TEXT.needPassword : undefined,
    };
    setFieldErrors(errors);
    setRefusal(undefined);
    if (errors.membershipNo || errors.password) {
      const firstInvalid = errors.membershipNo ? 'membership-no' : 'password';
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    login.mutate(
      { membership_no: padded, mem_password: password, remember, ...(recaptchaAnswer ? { recaptcha: recaptchaAnswer } : {}) },
      {
        onSuccess: () => void navigate(landing, { replace: true }),
        onError: (error) => {
          setRefusal(error.message);
          setRecaptchaAnswer('');
          setWidgetRound((round) => round + 1);
        },
      },
    );
  };

  return (
    <form ref={takeOver} onSubmit={submit} noValidate aria-labelledby="logon-title" className="space-y-5">
      <FormField id="membership-no" label={LOGON_TEXT.membershipNo} help={LOGON_TEXT.membershipNoHelp} error={fieldErrors.membershipNo}>
        {(a11y) => (
          <NumberOnlyInput
            {...a11y}
            name="membership_no"
            autoComplete="username"
            maxLength={MEMBERSHIP_NO_WIDTH}
            value={membershipNo}
            onValueChange={setMembershipNo}
            onBlur={() => setMembershipNo(padIfAny)}
            className={`${inputClass} tracking-widest`}
          />
        )}
      </FormField>

      <FormField id="password" label={LOGON_TEXT.password} error={fieldErrors.password}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            name="mem_password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>

      <RememberMe checked={remember} onChange={setRemember} label={LOGON_TEXT.remember} />

      {recaptcha && <RecaptchaWidget key={widgetRound} settings={recaptcha} onAnswer={setRecaptchaAnswer} />}

      <FormRefusal message={refusal} />

      <SubmitButton pending={login.isPending} label={LOGON_TEXT.submit} pendingLabel={LOGON_TEXT.submitting} />

      <PasskeySignIn remember={remember} onSignedIn={() => void navigate(landing, { replace: true })} />
    </form>
  );
}

/**
 * "ใช้พาสคีย์แทนรหัสผ่าน" (decision 074): the member this device remembers, or any passkey it holds for the site.
 * Drawn by the server too, as every browser members use can make passkeys, so nothing below it moves when the app
 * starts; a browser that cannot (or a page not served securely) takes it away.
 */
function PasskeySignIn({ remember, onSignedIn }: { remember: boolean; onSignedIn: () => void }) {
  const supported = useBrowserFact(passkeysSupported, true);
  // drawn by the server, it waits for the app as the submit button does
  const started = useBrowserFact(() => true, false);
  const remembered = useBrowserFact(rememberedPasskeyMember, undefined);
  const signIn = useSignInWithPasskey();
  const [refusal, setRefusal] = useState<string>();
  if (!supported) return null;
  const start = () => {
    setRefusal(undefined);
    signIn.mutate(
      { remember },
      {
        onSuccess: onSignedIn,
        onError: (error) =>
          setRefusal(error instanceof PasskeyCancelled ? LOGON_TEXT.passkeyCancelled : error instanceof ApiRequestError ? error.message : LOGON_TEXT.passkeyFailed),
      },
    );
  };
  return (
    <div className="space-y-3 border-t border-stone-200 pt-5">
      <p className="text-center text-base text-stone-600">{LOGON_TEXT.or}</p>
      <button type="button" className={`${secondaryButtonClass} w-full text-lg`} onClick={start} disabled={signIn.isPending || !started}>
        {signIn.isPending && <Spinner className="size-5" />}
        {signIn.isPending ? LOGON_TEXT.passkeyWorking : LOGON_TEXT.passkey}
      </button>
      {remembered && <p className="text-center text-sm text-stone-700">{LOGON_TEXT.passkeyFor(remembered)}</p>}
      <FormRefusal message={refusal} />
    </div>
  );
}
