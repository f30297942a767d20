import type { Score } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_SCORE } from './password-limits';
import { type PasswordContext, ruleProblem } from './password-rules';
import { EXAMPLE_WORDS, PASSWORD_POLICY_TEXT } from './password-text';
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

/**
 * A password this member could use, to show beside a refused one: three everyday Thai words and a number, checked by
 * the policy itself (drawn again when it fails, which the member's own numbers could make happen). `random` gives
 * numbers in [0, 1), as Math.random does; undefined only if no draw passes, and then the form shows none.
 */
export function examplePassword(context: PasswordContext, random: () => number = Math.random): string | undefined {
  for (let draw = 0; draw < 10; draw++) {
    const words: string[] = [...EXAMPLE_WORDS];
    // three different words, each taken out of the list once drawn
    const picked = [0, 1, 2].map(() => words.splice(Math.floor(random() * words.length), 1).join(''));
    const candidate = `${picked.join(' ')} ${10 + Math.floor(random() * 90)}`;
    if (checkNewPassword(candidate, context).problem === undefined) return candidate;
  }
  return undefined;
}
