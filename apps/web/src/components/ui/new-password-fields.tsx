import { type PasswordContext, type PasswordPolicy, PASSWORD_POLICY_TEXT, ruleProblem } from '@coop/password-policy';
import { useMemo } from 'react';
import { useSettledValue } from '@/lib/use-settled-value';
import { CheckIcon, CloseIcon } from './icons';
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

/** Whether the confirmation matches, as it is typed: said in words beside a tick or a cross, once there is one. */
function ConfirmMatch({ id, next, confirm }: { id: string; next: string; confirm: string }) {
  const t = UI_TEXT.password;
  const matches = confirm === next;
  const text = confirm === '' ? '' : matches ? t.matches : t.noMatchYet;
  const announced = useSettledValue(text, 700);
  return (
    <>
      <p id={id} aria-live="polite" className="sr-only">
        {announced}
      </p>
      {text && (
        <p aria-hidden="true" data-testid="password-match" className={`mt-1.5 inline-flex items-center gap-1.5 text-base font-medium ${matches ? 'text-success' : 'text-stone-700'}`}>
          {matches ? <CheckIcon className="size-5" /> : <CloseIcon className="size-5 text-danger" />}
          {text}
        </p>
      )}
    </>
  );
}

/**
 * A new password judged as it is typed (the policy's verdict, one hint and, when refused, an example that would
 * pass), and its confirmation, which says whether it matches.
 */
export function NewPasswordFields({ ids, labels, next, confirm, onNext, onConfirm, errors, context, policy }: NewPasswordFieldsProps) {
  const meterId = `${ids.next}-strength`;
  const matchId = `${ids.confirm}-match`;
  const verdict = useMemo(() => (policy && next ? policy.checkNewPassword(next, context) : undefined), [policy, next, context]);
  // drawn once the policy is here, and again only when what the member told the form changes
  const example = useMemo(() => policy?.examplePassword(context), [policy, context]);
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
              example={example}
            />
          </>
        )}
      </FormField>
      <FormField id={ids.confirm} label={labels.confirm} error={errors.confirm}>
        {(a11y) => (
          <>
            <PasswordInput
              {...a11y}
              aria-describedby={[errors.confirm ? undefined : matchId, a11y['aria-describedby']].filter(Boolean).join(' ') || undefined}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => onConfirm(e.target.value)}
              className={inputClass}
            />
            {!errors.confirm && <ConfirmMatch id={matchId} next={next} confirm={confirm} />}
          </>
        )}
      </FormField>
    </>
  );
}
