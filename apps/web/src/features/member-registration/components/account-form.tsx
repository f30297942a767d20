import { type AccountField, type MemberAccountResponse, MEMBERSHIP_NO_WIDTH, ONE_TIME_CODE_LENGTH, padMembershipNo } from '@coop/contract';
import type { PasswordContext } from '@coop/password-policy';
import { isNationalId, thaiIsoDate } from '@coop/thai-format';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { MobileNumberInput } from '@/components/ui/mobile-number-input';
import { judgeNewPassword, NewPasswordFields } from '@/components/ui/new-password-fields';
import { NumberOnlyInput } from '@/components/ui/number-only-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ThaiDateField } from '@/components/ui/thai-date-field';
import { CANNOT_CONNECT_MESSAGE } from '@/lib/http/api-request';
import { MEMBER_HOME_PATH, MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { saveMemberSession } from '@/lib/auth/member-session';
import { LONG_TOAST_DURATION_MS, notifyError, notifySuccess } from '@/lib/notify';
import { usePasswordPolicyCheck } from '@/lib/use-password-policy';
import { useResetPassword } from '../api/forget';
import { useRegisterMember } from '../api/register';
import { type AccountMode, REGISTRATION_TEXT } from '../messages';
import { type RefusalAdvice, RefusalHelp } from './refusal-help';
import { TermsAcceptance, type TermsState } from './terms-acceptance';

type CodeChannel = NonNullable<MemberAccountResponse['code_channel']>;
type Field = 'membershipNo' | 'idCard' | 'birthDate' | 'mobile' | 'next' | 'confirm' | 'terms' | 'otp';
type FieldErrors = Partial<Record<Field, string>>;

const IDS: Record<Field, string> = {
  membershipNo: 'account-membership-no',
  idCard: 'account-id-card',
  birthDate: 'account-birth-date',
  mobile: 'account-mobile',
  next: 'account-password',
  confirm: 'account-password-confirm',
  terms: 'account-terms',
  otp: 'account-otp',
};
/** The field each name a refusal points at (the request's own keys) is shown in. */
const FIELD_IDS: Record<AccountField, string> = {
  membership_no: IDS.membershipNo,
  id_card: IDS.idCard,
  birth_date: IDS.birthDate,
  mobile: IDS.mobile,
  mem_password: IDS.next,
  accept_terms: IDS.terms,
  otp: IDS.otp,
};
const ORDER: Field[] = ['membershipNo', 'idCard', 'birthDate', 'mobile', 'next', 'confirm', 'terms', 'otp'];
const t = REGISTRATION_TEXT;
const THIS_YEAR = Number(thaiIsoDate(new Date()).slice(0, 4));

interface AccountFormProps {
  mode: AccountMode;
  /** Registration only: the published terms the member accepts. */
  terms?: TermsState;
}

/**
 * The one form behind registration and the forgotten password (spec 2.3): the facts the cooperative holds prove
 * who the member is, then a password under the policy; a one-time code, texted or mailed, where the server asks for
 * one (rc_code '2'). Spec 8: success shows "Success" with the server's messages for 10 s, each listed error shows for
 * 10 s, a failure without errors the cannot-connect notice for 5 s. A refusal is that notice alone; under the form
 * stays what to do about it (the fields to check, the tries left). A registration signs the member in (issue 24).
 */
export function AccountForm({ mode, terms }: AccountFormProps) {
  const navigate = useNavigate();
  const register = useRegisterMember();
  const forget = useResetPassword();
  const { policy, checking, policyNow } = usePasswordPolicyCheck();
  const [membershipNo, setMembershipNo] = useState('');
  const [idCard, setIdCard] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [mobile, setMobile] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [otp, setOtp] = useState('');
  const [codeNotice, setCodeNotice] = useState<string>();
  const [codeChannel, setCodeChannel] = useState<CodeChannel>('email');
  // counts the codes sent: each one puts the member in its box once the box is drawn
  const [codesSent, setCodesSent] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<RefusalAdvice>();

  const context = useMemo<PasswordContext>(
    () => ({ membershipNo: membershipNo ? padMembershipNo(membershipNo) : undefined, nationalId: idCard || undefined, birthDate: birthDate || undefined }),
    [membershipNo, idCard, birthDate],
  );
  const termsVersion = terms?.page?.version;
  useEffect(() => {
    if (codesSent > 0) document.getElementById(IDS.otp)?.focus();
  }, [codesSent]);
  // an error goes as soon as its field is edited; the rest wait for the next submit
  const edit =
    <T,>(field: Field, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    };

  const answered = (answer: MemberAccountResponse) => {
    if (answer.errors && answer.errors.length > 0) {
      for (const error of answer.errors) notifyError(error, undefined, LONG_TOAST_DURATION_MS);
      setRefusal({ check: answer.check ?? [], triesLeft: answer.tries_left });
      return;
    }
    if (answer.rc_code === '2') {
      const notice = answer.messages.join(' ');
      setCodeNotice(notice);
      setCodeChannel(answer.code_channel ?? 'email');
      setOtp('');
      notifySuccess(notice, undefined, LONG_TOAST_DURATION_MS);
      setCodesSent((count) => count + 1);
      return;
    }
    if (answer.rc_code === '1') {
      notifySuccess(answer.messages.join(' '), t.successTitle, LONG_TOAST_DURATION_MS);
      // stored as a login's answer is: the member is in
      if (answer.session) saveMemberSession(answer.session);
      void navigate(answer.session ? MEMBER_HOME_PATH : MEMBER_LOGON_PATH, { replace: !!answer.session });
      return;
    }
    failed();
  };
  const failed = () => {
    notifyError(CANNOT_CONNECT_MESSAGE, undefined, LONG_TOAST_DURATION_MS / 2);
  };

  const send = (withCode: boolean) => {
    const proof = {
      // spec 5: the number goes left-padded to seven digits
      membership_no: padMembershipNo(membershipNo),
      id_card: idCard,
      birth_date: birthDate,
      mobile,
      mem_password: next,
      ...(withCode ? { otp } : {}),
    };
    if (mode === 'register') {
      register.mutate({ ...proof, accept_terms: accepted, terms_version: termsVersion ?? 1 }, { onSuccess: answered, onError: failed });
    } else {
      forget.mutate(proof, { onSuccess: answered, onError: failed });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const loaded = await policyNow();
    const e = t.errors;
    const mobileDigits = mobile.replace(/[^0-9]/g, '');
    const found: FieldErrors = {
      membershipNo: membershipNo === '' ? e.membershipNo : undefined,
      idCard: idCard === '' ? e.idCard : isNationalId(idCard) ? undefined : e.idCardCheck,
      birthDate: birthDate === '' ? e.birthDate : undefined,
      mobile: mobileDigits.length < 9 || mobileDigits.length > 10 ? e.mobile : undefined,
      ...judgeNewPassword(next, confirm, context, loaded),
      terms: mode !== 'register' ? undefined : termsVersion === undefined ? t.termsMissing : accepted ? undefined : e.terms,
      otp: codeNotice && otp.length !== ONE_TIME_CODE_LENGTH ? e.otp[codeChannel] : undefined,
    };
    setErrors(found);
    const firstInvalid = ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(IDS[firstInvalid])?.focus();
      return;
    }
    send(codeNotice !== undefined);
  };

  const pending = checking || register.isPending || forget.isPending;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-title" className="space-y-6">
      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-bold text-primary">{t.proofTitle}</legend>
        <FormField id={IDS.membershipNo} label={t.membershipNo} error={errors.membershipNo}>
          {(a11y) => (
            <NumberOnlyInput
              {...a11y}
              value={membershipNo}
              onValueChange={edit('membershipNo', setMembershipNo)}
              onBlur={() => setMembershipNo((typed) => (typed === '' ? '' : padMembershipNo(typed)))}
              maxLength={MEMBERSHIP_NO_WIDTH}
              autoComplete="username"
              className={`${inputClass} tracking-widest`}
            />
          )}
        </FormField>
        <FormField id={IDS.idCard} label={t.idCard} error={errors.idCard}>
          {(a11y) => <NumberOnlyInput {...a11y} value={idCard} onValueChange={edit('idCard', setIdCard)} maxLength={13} autoComplete="off" className={`${inputClass} tabular-nums`} />}
        </FormField>
        <ThaiDateField
          id={IDS.birthDate}
          label={t.birthDate}
          value={birthDate}
          onChange={edit('birthDate', setBirthDate)}
          minYear={1900}
          maxYear={THIS_YEAR}
          error={errors.birthDate}
          pickerStart={`${THIS_YEAR - 40}-01-01`}
        />
        <FormField id={IDS.mobile} label={t.mobile} error={errors.mobile}>
          {(a11y) => <MobileNumberInput {...a11y} value={mobile} onValueChange={edit('mobile', setMobile)} />}
        </FormField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-bold text-primary">{t.passwordTitle[mode]}</legend>
        <NewPasswordFields
          ids={{ next: IDS.next, confirm: IDS.confirm }}
          labels={{ next: t.newPassword, confirm: t.confirmPassword }}
          next={next}
          confirm={confirm}
          onNext={edit('next', setNext)}
          onConfirm={edit('confirm', setConfirm)}
          errors={errors}
          context={context}
          policy={policy}
        />
      </fieldset>

      {mode === 'register' && terms && (
        <TermsAcceptance id={IDS.terms} terms={terms} accepted={accepted} onAccepted={edit('terms', setAccepted)} error={errors.terms} />
      )}

      {codeNotice && (
        <div className="space-y-3 rounded-xl border-2 border-primary/30 bg-primary-light p-4">
          <p role="status" className="text-base font-medium text-stone-900">
            {codeNotice}
          </p>
          <FormField id={IDS.otp} label={t.otp[codeChannel]} help={t.otpHint[codeChannel]} error={errors.otp}>
            {(a11y) => (
              <NumberOnlyInput
                {...a11y}
                value={otp}
                onValueChange={edit('otp', setOtp)}
                maxLength={ONE_TIME_CODE_LENGTH}
                autoComplete="one-time-code"
                className={`${inputClass} max-w-48 text-center text-2xl tracking-[0.3em] tabular-nums`}
              />
            )}
          </FormField>
          <button
            type="button"
            disabled={pending}
            onClick={() => send(false)}
            className="min-h-12 text-base font-semibold text-primary underline underline-offset-4"
          >
            {t.otpResend}
          </button>
        </div>
      )}

      {refusal && <RefusalHelp advice={refusal} fieldIds={FIELD_IDS} />}
      <SubmitButton pending={pending} label={t.submit[mode]} pendingLabel={t.submitting} />
    </form>
  );
}
