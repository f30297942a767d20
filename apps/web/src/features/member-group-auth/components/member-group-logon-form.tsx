import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { PasswordInput } from '@/components/ui/password-input';
import { RememberMe } from '@/components/ui/remember-me';
import { SubmitButton } from '@/components/ui/submit-button';
import { MEMBER_GROUP_HOME_PATH } from '@/lib/auth/member-group-paths';
import { takeOverTypedValues } from '@/lib/typed-before-start';
import { useLogInMemberGroup } from '../api/login';
import { GROUP_LOGON_TEXT } from '../messages';

interface FieldErrors {
  groupNo?: string;
  password?: string;
}

/** The member-group login (spec 3: member_group_no, member_group_pass, remember); a refusal stays under the form. */
export function MemberGroupLogonForm() {
  const navigate = useNavigate();
  const login = useLogInMemberGroup();
  const [groupNo, setGroupNo] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  // what was typed before the app started, on the page the server drew
  const takeOver = useCallback(
    (form: HTMLFormElement | null) =>
      takeOverTypedValues(form, {
        member_group_no: (field) => setGroupNo(field.value),
        member_group_pass: (field) => setPassword(field.value),
        remember: (field) => setRemember(field.checked),
      }),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = groupNo.trim();
    const errors: FieldErrors = {
      groupNo: number === '' ? GROUP_LOGON_TEXT.needGroupNo : undefined,
      password: password === '' ? GROUP_LOGON_TEXT.needPassword : undefined,
    };
    setFieldErrors(errors);
    setRefusal(undefined);
    if (errors.groupNo || errors.password) {
      document.getElementById(errors.groupNo ? 'member-group-no' : 'member-group-pass')?.focus();
      return;
    }
    login.mutate(
      { member_group_no: number, member_group_pass: password, remember },
      {
        onSuccess: () => void navigate(MEMBER_GROUP_HOME_PATH, { replace: true }),
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <form ref={takeOver} onSubmit={submit} noValidate aria-labelledby="logon-title" className="space-y-5">
      <FormField id="member-group-no" label={GROUP_LOGON_TEXT.groupNo} help={GROUP_LOGON_TEXT.groupNoHelp} error={fieldErrors.groupNo}>
        {(a11y) => (
          <input
            {...a11y}
            name="member_group_no"
            autoComplete="username"
            inputMode="numeric"
            maxLength={20}
            value={groupNo}
            onChange={(event) => setGroupNo(event.target.value)}
            className={`${inputClass} tracking-widest`}
          />
        )}
      </FormField>

      <FormField id="member-group-pass" label={GROUP_LOGON_TEXT.password} error={fieldErrors.password}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            name="member_group_pass"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>

      <RememberMe checked={remember} onChange={setRemember} label={GROUP_LOGON_TEXT.remember} />

      <FormRefusal message={refusal} />

      <SubmitButton pending={login.isPending} label={GROUP_LOGON_TEXT.submit} pendingLabel={GROUP_LOGON_TEXT.submitting} />
    </form>
  );
}
