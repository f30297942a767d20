import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from './password-limits';
import { PASSWORD_POLICY_TEXT } from './password-text';
import { type PersonalFacts, containsPersonalValue } from './personal-values';

/** Everything a new password is judged against. */
export interface PasswordContext extends PersonalFacts {
  /** The password being replaced, on a change (a reset has none). */
  oldPassword?: string;
  /** Given name and surname: hints for the strength estimate, not refused outright. */
  names?: string[];
}

/**
 * The rules that need no dictionary (length, old password, personal numbers): the Thai rule broken, or undefined.
 * The web app can show these before the strength estimator has loaded; the full check runs them first.
 */
export function ruleProblem(password: string, context: PasswordContext): string | undefined {
  // as the server hashes it (NIST SP 800-63B): one Thai สระอำ however typed, full-width digits as digits
  const typed = password.normalize('NFKC');
  const length = passwordLength(typed);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_TEXT.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY_TEXT.tooLong;
  if (context.oldPassword !== undefined && typed === context.oldPassword.normalize('NFKC')) return PASSWORD_POLICY_TEXT.sameAsOld;
  if (containsPersonalValue(typed, context)) return PASSWORD_POLICY_TEXT.personal;
  return undefined;
}
