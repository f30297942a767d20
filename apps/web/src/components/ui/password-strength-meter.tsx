import { type PasswordVerdict, type Score, STRENGTH_LABELS } from '@coop/password-policy';
import { CheckIcon, CloseIcon } from './icons';
import { useSettledValue } from '@/lib/use-settled-value';
import { UI_TEXT } from './ui-text';

/** Screen readers hear the meter once typing pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 700;

const TONE: Record<Score, { bar: string; text: string }> = {
  0: { bar: 'bg-danger', text: 'text-danger' },
  1: { bar: 'bg-danger', text: 'text-danger' },
  2: { bar: 'bg-warning', text: 'text-warning' },
  3: { bar: 'bg-success', text: 'text-success' },
  4: { bar: 'bg-success', text: 'text-success' },
};

interface PasswordStrengthMeterProps {
  /** The id the password input names in aria-describedby. */
  id: string;
  password: string;
  /** The policy's verdict; undefined while its estimator is still loading. */
  verdict: PasswordVerdict | undefined;
  /** Before the estimator arrives: the rule broken that needs no dictionary. */
  quickProblem: string | undefined;
  /** False when the field's own error already says the rule. */
  showProblem: boolean;
}

function summary(props: PasswordStrengthMeterProps): string {
  const { password, verdict, quickProblem } = props;
  if (password === '') return '';
  const problem = verdict ? verdict.problem : quickProblem;
  const level = verdict
    ? `${UI_TEXT.password.strength}: ${STRENGTH_LABELS[verdict.score]} ${problem ? UI_TEXT.password.notUsable : UI_TEXT.password.usable}`
    : UI_TEXT.password.strengthLoading;
  return [level, problem].filter(Boolean).join(' ');
}

/**
 * How strong the new password is, as the member types: five bars, the level in words (อ่อนมาก … ดีมาก), whether it
 * may be used and the rule it breaks, so colour is never the only sign. Screen readers get the same in one sentence.
 */
export function PasswordStrengthMeter(props: PasswordStrengthMeterProps) {
  const { id, password, verdict, quickProblem, showProblem } = props;
  const announced = useSettledValue(summary(props), ANNOUNCE_AFTER_MS);
  const problem = verdict ? verdict.problem : quickProblem;

  return (
    <div className="mt-2">
      <p id={id} aria-live="polite" className="sr-only">
        {announced}
      </p>
      {password !== '' && (
        <div aria-hidden="true">
          {verdict ? (
            <>
              <div className="flex gap-1">
                {STRENGTH_LABELS.map((label, level) => (
                  <span
                    key={label}
                    className={`h-2 flex-1 rounded-full ${level <= verdict.score ? TONE[verdict.score].bar : 'bg-stone-200'}`}
                  />
                ))}
              </div>
              <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
                <span>
                  {UI_TEXT.password.strength}:{' '}
                  <span className={`font-semibold ${TONE[verdict.score].text}`}>{STRENGTH_LABELS[verdict.score]}</span>
                </span>
                <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-stone-800">
                  {problem ? <CloseIcon className="size-4 text-danger" /> : <CheckIcon className="size-4 text-success" />}
                  {problem ? UI_TEXT.password.notUsable : UI_TEXT.password.usable}
                </span>
              </p>
            </>
          ) : (
            <p className="mt-1.5 text-sm text-stone-600">{UI_TEXT.password.strengthLoading}</p>
          )}
          {problem && verdict?.hint && <p className="mt-1 text-sm text-stone-600">{verdict.hint}</p>}
          {showProblem && problem && <p className="mt-1 text-base text-stone-800">{problem}</p>}
        </div>
      )}
    </div>
  );
}
