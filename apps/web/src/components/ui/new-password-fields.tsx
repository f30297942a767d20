import { type PasswordContext, type PasswordPolicy, PASSWORD_POLICY_TEXT, ruleProblem } from '@coop/password-policy';
import { useMemo } from 'react';
import { FormField } from './form-field';
import { inputClass } from './input-classes';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { UI_TEXT } from './ui-text';

export interface NewPasswordErrors {
  next?: string;
  confirm?: string;
}

/**
 * What is wrong with a new password and its confirmation, by the same policy as the server's; without the policy
 * (it could not be fetched) the rules that need no dictionary, and the server judges the rest.
 */
export function judgeNewPassword(
  next: string,
  confirm: string,
  context: PasswordContext,
  policy: PasswordPolicy | undefined,
): NewPasswordErrors {
  const t = UI_TEXT.password;
  return {
    next: next === '' ? t.needNewPassword : policy ? policy.checkNewPassword(next, context).problem : ruleProblem(next, context),
    confirm: confirm === '' ? t.needConfirm : confirm !== next ? t.mismatch : undefined,
  };
}

interface NewPasswordFieldsProps {
  ids: { next: string; confirm: string };
  labels: { next: string; confirm: string };
  next: string;
  confirm: string;
  onNext: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
  /** What the password must not be built from, as far as the form knows it. */
  context: PasswordContext;
  policy: PasswordPolicy | undefined;
}

/** A new password judged as it is typed (a strength meter with the Thai rule), and its confirmation. */
export function NewPasswordFields({ ids, labels, next, confirm, onNext, onConfirm, errors, context, policy }: NewPasswordFieldsProps) {
  const meterId = `${ids.next}-strength`;
  const verdict = useMemo(() => (policy && next ? policy.checkNewPassword(next, context) : undefined), [policy, next, context]);
  return (
    <>
      <FormField id={ids.next} label={labels.next} help={next ? undefined : PASSWORD_POLICY_TEXT.rule} error={errors.next}>
        {(a11y) => (
          <>
            <PasswordInput
              {...a11y}
              aria-describedby={[meterId, a11y['aria-describedby']].filter(Boolean).join(' ')}
              autoComplete="new-password"
              value={next}
              onChange={(e) => onNext(e.target.value)}
              className={inputClass}
            />
            <PasswordStrengthMeter
              id={meterId}
              password={next}
              verdict={verdict}
              quickProblem={next ? ruleProblem(next, context) : undefined}
              showProblem={!errors.next}
            />
          </>
        )}
      </FormField>
      <FormField id={ids.confirm} label={labels.confirm} error={errors.confirm}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => onConfirm(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
    </>
  );
}
