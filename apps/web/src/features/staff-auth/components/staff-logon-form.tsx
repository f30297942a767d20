import type { StaffLockNotice, StaffLoginResponse, StaffSessionResponse } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inFours, SecretActions } from '@/components/ui/secret-actions';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';
import { ADMIN_HOME_PATH } from '@/lib/auth/staff-paths';
import { ApiRequestError } from '@/lib/http/api-request';
import { PasskeyCancelled } from '@/lib/passkeys/webauthn';
import { takeOverTypedValues } from '@/lib/typed-before-start';
import { useStaffLogin } from '../api/login';
import { useStaffPasskeyVerify, useStaffVerify } from '../api/verify';
import { STAFF_LOGON_TEXT as t } from '../messages';

/** The password step's answer while the second factor is awaited. */
type Challenge = StaffLoginResponse;

/**
 * The staff login in two steps: username and password, then the authenticator's code. At the first login the second
 * step enrols the authenticator (a QR code and the key to type), and the ten recovery codes are shown once after it.
 * When wrong passwords locked the account since the last login, the owner is told so before going in (decision 037).
 */
export function StaffLogonForm() {
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<Challenge>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [lockNotice, setLockNotice] = useState<StaffLockNotice>();
  const enter = () => void navigate(ADMIN_HOME_PATH, { replace: true });
  const loggedIn = (session: StaffSessionResponse) => {
    if (!session.recovery_codes && !session.lock_notice) return enter();
    setRecoveryCodes(session.recovery_codes);
    setLockNotice(session.lock_notice);
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => (lockNotice ? setRecoveryCodes(undefined) : enter())} />;
  if (lockNotice) return <LockNotice notice={lockNotice} onDone={enter} />;
  if (challenge) return <SecondFactorStep challenge={challenge} onStartOver={() => setChallenge(undefined)} onDone={loggedIn} />;
  return <PasswordStep onChallenge={setChallenge} />;
}

/** The answer to a login past the account-wide lock: the owner may add a recovery code to the password. */
const isAccountLocked = (error: Error) =>
  error instanceof ApiRequestError && (error.body as { code?: unknown } | undefined)?.code === 'ACCOUNT_LOCKED';

function PasswordStep({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const login = useStaffLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [locked, setLocked] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  // what was typed before the app started, on the page the server drew
  const takeOver = useCallback(
    (form: HTMLFormElement | null) =>
      takeOverTypedValues(form, { username: (field) => setUsername(field.value), password: (field) => setPassword(field.value) }),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { username: username.trim() ? undefined : t.needUsername, password: password ? undefined : t.needPassword };
    setErrors(found);
    setRefusal(undefined);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'staff-username' : 'staff-password')?.focus();
      return;
    }
    const body = { username: username.trim(), password, ...(locked && recoveryCode.trim() ? { recovery_code: recoveryCode.trim() } : {}) };
    login.mutate(body, {
      onSuccess: onChallenge,
      onError: (error) => {
        setRefusal(error.message);
        if (isAccountLocked(error)) setLocked(true);
      },
    });
  };

  return (
    <form ref={takeOver} onSubmit={submit} noValidate aria-labelledby="logon-title" className="space-y-5">
      <FormField id="staff-username" label={t.username} error={errors.username}>
        {(a11y) => (
          <input
            {...a11y}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="staff-password" label={t.password} error={errors.password}>
        {(a11y) => <PasswordInput {...a11y} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />}
      </FormField>
      {locked && (
        <FormField id="staff-lock-recovery-code" label={t.lockRecoveryCode}>
          {(a11y) => (
            <input {...a11y} autoComplete="off" autoCapitalize="characters" value={recoveryCode} onChange={(e) => setRecoveryCode(e.target.value)} className={inputClass} />
          )}
        </FormField>
      )}
      <FormRefusal message={refusal} />
      <SubmitButton pending={login.isPending} label={t.next} pendingLabel={t.checking} />
    </form>
  );
}

interface SecondFactorStepProps {
  challenge: Challenge;
  onStartOver: () => void;
  onDone: (session: StaffSessionResponse) => void;
}

function SecondFactorStep({ challenge, onStartOver, onDone }: SecondFactorStepProps) {
  const verify = useStaffVerify();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const enrolment = challenge.enrolment;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing = useRecovery ? (recoveryCode.trim() ? undefined : t.needRecoveryCode) : code.length === 6 ? undefined : t.needCode;
    setError(missing);
    if (missing) {
      document.getElementById('staff-code')?.focus();
      return;
    }
    verify.mutate(useRecovery ? { challenge: challenge.challenge, recovery_code: recoveryCode.trim() } : { challenge: challenge.challenge, code }, {
      onSuccess: onDone,
      onError: (failure) => setRefusal(failure.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-factor-title" className="space-y-5">
      <div>
        <h2 id="second-factor-title" className="text-xl font-bold text-primary">
          {enrolment ? t.enrolTitle : t.verifyTitle}
        </h2>
        <p className="mt-1 text-base text-stone-700">{enrolment ? t.enrolIntro : t.verifyIntro}</p>
      </div>
      {enrolment && (
        <div className="flex flex-col items-center gap-3">
          {/* the server draws this SVG itself from the otpauth URI (qrcode package): no outside markup reaches it */}
          <div role="img" aria-label={t.qrLabel} className="size-52 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }} />
          <SecretActions what={t.keyName} copyText={enrolment.secret} printTitle={t.keyPrintTitle}>
            <p className="text-center text-sm text-stone-700">
              {t.manualKey}
              <br />
              <code className="font-mono text-lg font-semibold tracking-wider text-stone-900" data-testid="totp-secret">
                {inFours(enrolment.secret)}
              </code>
            </p>
          </SecretActions>
        </div>
      )}
      {challenge.passkey && <PasskeyStep challenge={challenge.challenge} onDone={onDone} />}
      {useRecovery ? (
        <FormField id="staff-code" label={t.recoveryCode} error={error}>
          {(a11y) => (
            <input {...a11y} autoComplete="off" autoCapitalize="characters" value={recoveryCode} onChange={(e) => setRecoveryCode(e.target.value)} className={inputClass} />
          )}
        </FormField>
      ) : (
        <FormField id="staff-code" label={t.code} error={error}>
          {(a11y) => (
            <NumberOnlyInput
              {...a11y}
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onValueChange={setCode}
              className={`${inputClass} text-center text-2xl tracking-[0.3em] tabular-nums`}
            />
          )}
        </FormField>
      )}
      <FormRefusal message={refusal} />
      <SubmitButton pending={verify.isPending} label={t.verify} pendingLabel={t.checking} />
      <div className="flex flex-wrap justify-between gap-3">
        {!enrolment && (
          <button type="button" onClick={() => setUseRecovery((v) => !v)} className="min-h-12 text-base font-semibold text-primary underline underline-offset-4">
            {useRecovery ? t.useCode : t.useRecovery}
          </button>
        )}
        <button type="button" onClick={onStartOver} className="min-h-12 text-base text-stone-700 underline underline-offset-4">
          {t.startOver}
        </button>
      </div>
    </form>
  );
}

/** The second step by passkey, offered first when the account has one (decision 074); the code stays below it. */
function PasskeyStep({ challenge, onDone }: { challenge: string; onDone: (session: StaffSessionResponse) => void }) {
  const verify = useStaffPasskeyVerify();
  const [refusal, setRefusal] = useState<string>();
  const start = () => {
    setRefusal(undefined);
    verify.mutate(challenge, {
      onSuccess: onDone,
      onError: (error) => setRefusal(error instanceof PasskeyCancelled ? t.passkeyCancelled : error instanceof ApiRequestError ? error.message : t.passkeyFailed),
    });
  };
  return (
    <div className="space-y-3 border-b border-stone-200 pb-5">
      <button type="button" className={`${primaryButtonClass} w-full text-lg`} onClick={start} disabled={verify.isPending}>
        {verify.isPending && <Spinner className="size-5" />}
        {verify.isPending ? t.passkeyWorking : t.passkey}
      </button>
      <FormRefusal message={refusal} />
      <p className="text-center text-base text-stone-600">{t.orCode}</p>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <TitledSection title={t.recoveryTitle} className="space-y-4">
      <p className="text-base text-stone-700">{t.recoveryIntro}</p>
      <SecretActions what={t.recoveryName} copyText={codes.join('\n')} printTitle={t.recoveryTitle}>
        {/* a code is 29 characters (decision 070): one a line, so none wraps on a phone */}
        <ul className="grid gap-2 rounded-xl bg-stone-100 p-4 font-mono text-base sm:text-lg" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </SecretActions>
      <button type="button" onClick={onDone} className={`${secondaryButtonClass} w-full`}>
        {t.recoverySaved}
      </button>
    </TitledSection>
  );
}

function LockNotice({ notice, onDone }: { notice: StaffLockNotice; onDone: () => void }) {
  return (
    <section aria-labelledby="lock-notice-title" className="space-y-4">
      <h2 id="lock-notice-title" className="text-xl font-bold text-danger">
        {t.lockNoticeTitle}
      </h2>
      <p className="text-base text-stone-700" data-testid="lock-notice">
        {t.lockNotice(formatThaiDate(notice.last_locked_at, 'long', { withTime: true }), notice.failures, notice.addresses)}
      </p>
      <button type="button" onClick={onDone} className={`${secondaryButtonClass} w-full`}>
        {t.lockNoticeSeen}
      </button>
    </section>
  );
}
