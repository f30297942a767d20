import { padMembershipNo } from '@coop/contract';
import { buddhistYear, gregorianYear } from '@coop/thai-format';
import { ADMIN_CONFIRMATION_TEXT as T } from './messages';

/** The Gregorian years a campaign may have (the contract's). */
export const CAMPAIGN_MIN_YEAR = 2000;
export const CAMPAIGN_MAX_YEAR = 2199;

// a Buddhist year of the living is far above any Christian one, as the date field reads them
const LOWEST_BUDDHIST_YEAR = 2400;

/** A year typed in the Buddhist era, as the Gregorian year the API takes, or why it is not one. */
export function readCampaignYear(text: string): { year: number } | { problem: string } {
  const trimmed = text.trim();
  if (!/^[0-9]{4}$/.test(trimmed)) return { problem: T.problems.year };
  const typed = Number(trimmed);
  if (typed < LOWEST_BUDDHIST_YEAR) return { problem: T.problems.gregorianYear };
  const year = gregorianYear(typed);
  if (year < CAMPAIGN_MIN_YEAR || year > CAMPAIGN_MAX_YEAR) {
    return { problem: T.problems.yearRange(buddhistYear(CAMPAIGN_MIN_YEAR), buddhistYear(CAMPAIGN_MAX_YEAR)) };
  }
  return { year };
}

/** Membership numbers one a line or separated by commas, padded to seven digits, each once; or what is wrong. */
export function readMembershipList(text: string): { nos: string[] } | { problem: string } {
  const items = text.split(/[\s,]+/).filter((item) => item !== '');
  if (items.length === 0) return { problem: T.problems.listEmpty };
  const bad = items.filter((item) => !/^[0-9]{1,7}$/.test(item));
  if (bad.length > 0) return { problem: T.problems.listBad(bad.slice(0, 5).join(', ')) };
  return { nos: [...new Set(items.map(padMembershipNo))] };
}
