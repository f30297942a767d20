import { PASSWORD_POLICY_TEXT, type PasswordVerdict, STRENGTH_LABELS } from '@coop/password-policy';
import { CheckIcon, CloseIcon } from './icons';
import { useSettledValue } from '@/lib/use-settled-value';
import { UI_TEXT } from './ui-text';

/** Screen readers hear the meter once typing pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 700;

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
  /** A password the policy accepts for this member, shown beside a refused one. */
  example?: string;
}

/** What the meter says of a password: the policy's verdict alone, and the one hint that helps most. */
export interface MeterReading {
  usable: boolean;
  /** ใช้ได้ with its level (ดี, ดีมาก), or ยังใช้ไม่ได้: never a middling level for a refused password. */
  verdict: string;
  hint: string | undefined;
  /** Bars lit: a refused password never lights more than two, so the bars cannot look "medium" either. */
  bars: number;
}

/** The meter's reading of the policy's verdict (the same function the server refuses with). */
export function meterReading(verdict: PasswordVerdict): MeterReading {
  const t = UI_TEXT.password;
  if (verdict.problem === undefined) {
    return { usable: true, verdict: t.usableAt(STRENGTH_LABELS[verdict.score]), hint: undefined, bars: verdict.score + 1 };
  }
  // "too easy to guess" says little; zxcvbn's own reason (a common password, a date, a keyboard row) says more
  const hint = verdict.problem === PASSWORD_POLICY_TEXT.guessable ? (verdict.hint ?? verdict.problem) : verdict.problem;
  return { usable: false, verdict: t.notUsable, hint, bars: Math.min(verdict.score, 1) + 1 };
}

function summary({ password, verdict, quickProblem }: PasswordStrengthMeterProps): string {
  if (password === '') return '';
  if (!verdict) return [UI_TEXT.password.strengthLoading, quickProblem].filter(Boolean).join(' ');
  const reading = meterReading(verdict);
  return [`${UI_TEXT.password.strength}: ${reading.verdict}`, reading.hint].filter(Boolean).join(' ');
}

/**
 * The new password as the member types it: one verdict from the policy (ใช้ได้ with its level, or ยังใช้ไม่ได้), one
 * hint, and for a refused password an example that would pass. Five bars too, but colour is never the only sign.
 * Screen readers get the verdict and hint in one sentence.
 */
export function PasswordStrengthMeter(props: PasswordStrengthMeterProps) {
  const { id, password, verdict, quickProblem, showProblem, example } = props;
  const announced = useSettledValue(summary(props), ANNOUNCE_AFTER_MS);
  const reading = verdict && meterReading(verdict);
  const t = UI_TEXT.password;

  return (
    <div className="mt-2">
      <p id={id} aria-live="polite" className="sr-only">
        {announced}
      </p>
      {password !== '' && (
        <div aria-hidden="true" data-testid="password-meter">
          {reading ? (
            <>
              <div className="flex gap-1">
                {STRENGTH_LABELS.map((label, level) => (
                  <span
                    key={label}
                    className={`h-2 flex-1 rounded-full ${level >= reading.bars ? 'bg-stone-200' : reading.usable ? 'bg-success' : 'bg-danger'}`}
                  />
                ))}
              </div>
              <p className={`mt-1.5 inline-flex items-center gap-1.5 text-base font-semibold ${reading.usable ? 'text-success' : 'text-danger'}`}>
                {reading.usable ? <CheckIcon className="size-5" /> : <CloseIcon className="size-5" />}
                <span data-testid="password-verdict">{reading.verdict}</span>
              </p>
              {reading.hint && (showProblem || reading.hint !== verdict.problem) && <p className="mt-1 text-base text-stone-800">{reading.hint}</p>}
              {!reading.usable && example && (
                <p className="mt-1 text-base text-stone-700">
                  {t.example} <span className="font-semibold whitespace-nowrap text-stone-900">{example}</span>
                </p>
              )}
            </>
          ) : (
            <>
              <p className="mt-1.5 text-sm text-stone-600">{t.strengthLoading}</p>
              {showProblem && quickProblem && <p className="mt-1 text-base text-stone-800">{quickProblem}</p>}
            </>
          )}
        </div>
      )}
    </div>
  );
}
