import { normaliseText, type TextRule, textProblem } from '@coop/contract';
import { ApiFailure } from './api-failure';

/** The text as it will be stored (trimmed, LF line ends), or a Thai 400 naming what is wrong. */
export function acceptText(value: string, rule: TextRule): string {
  const text = normaliseText(value);
  const problem = textProblem(text, rule);
  if (problem) throw new ApiFailure(400, 'VALIDATION', problem);
  return text;
}
