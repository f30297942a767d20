import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH } from './password-limits';
import { ZXCVBN_THAI } from './zxcvbn-thai';

// Built once when this module loads: the dictionaries are large, so only the password pages and the server load it.
// Common passwords and keyboard layouts only: the English word lists (@zxcvbn-ts/language-en) would add 570 KB
// gzipped to the page and 50 MB to each server process, and changed no verdict on 30 typical passwords (decision 017).
const zxcvbn = new ZxcvbnFactory({
  dictionary: commonDictionary,
  graphs: adjacencyGraphs,
  translations: ZXCVBN_THAI,
  maxLength: PASSWORD_MAX_LENGTH,
  // The default (100 spellings tried per l33t word) lets one 64-character password of symbols take half a second
  // of the server's CPU; 8 finds the same common l33t passwords in a tenth of the time.
  l33tMaxSubstitutions: 8,
});

export interface StrengthEstimate {
  score: Score;
  /** Why it is guessable, in Thai, when zxcvbn can say. */
  hint: string | undefined;
}

/** zxcvbn's 0-4 score of the password, with the member's own words (numbers, names, old password) as known inputs. */
export function estimateStrength(password: string, userInputs: string[]): StrengthEstimate {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  return { score, hint: feedback.warning ?? feedback.suggestions[0] ?? undefined };
}
