import type { Score } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_SCORE } from './password-limits';
import { type PasswordContext, ruleProblem } from './password-rules';
import { PASSWORD_POLICY_TEXT } from './password-text';
import { personalValues } from './personal-values';
import { estimateStrength } from './strength-estimator';

export interface PasswordVerdict {
  /** The Thai rule the password breaks, or undefined when it may be used. */
  problem: string | undefined;
  /** 0-4 for a meter: zxcvbn's score, held below PASSWORD_MIN_SCORE when another rule is broken. */
  score: Score;
  /** zxcvbn's Thai hint on why it is guessable, when it has one. */
  hint: string | undefined;
}

/** Judges a new password: the one policy of the server (which decides) and of the forms (which show it). */
export function checkNewPassword(password: string, context: PasswordContext): PasswordVerdict {
  const userInputs = [
    ...personalValues(context),
    ...(context.names ?? []),
    ...(context.oldPassword ? [context.oldPassword] : []),
  ];
  const { score, hint } = estimateStrength(password.normalize('NFKC'), userInputs);
  const broken = ruleProblem(password, context);
  if (broken) return { problem: broken, score: Math.min(score, PASSWORD_MIN_SCORE - 1) as Score, hint };
  return { problem: score < PASSWORD_MIN_SCORE ? PASSWORD_POLICY_TEXT.guessable : undefined, score, hint };
}
