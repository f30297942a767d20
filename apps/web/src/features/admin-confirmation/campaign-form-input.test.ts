import { describe, expect, it } from 'vitest';
import { readCampaignYear, readMembershipList } from './campaign-form-input';
import { ADMIN_CONFIRMATION_TEXT as T } from './messages';

describe('readCampaignYear', () => {
  it('takes a Buddhist year and gives the Gregorian one', () => {
    expect(readCampaignYear(' 2569 ')).toEqual({ year: 2026 });
  });

  it('refuses a Gregorian-looking year rather than guess', () => {
    expect(readCampaignYear('2026')).toEqual({ problem: T.problems.gregorianYear });
  });

  it('refuses a year outside the campaigns’ range and text that is not four digits', () => {
    expect(readCampaignYear('2800')).toEqual({ problem: T.problems.yearRange(2543, 2742) });
    expect(readCampaignYear('25x9')).toEqual({ problem: T.problems.year });
  });
});

describe('readMembershipList', () => {
  it('reads numbers one a line or comma separated, padded to seven digits, each once', () => {
    expect(readMembershipList('12\n0000034, 56 ,12\n\n')).toEqual({ nos: ['0000012', '0000034', '0000056'] });
  });

  it('names the entries that are not membership numbers', () => {
    expect(readMembershipList('12, ab1, 12345678')).toEqual({ problem: T.problems.listBad('ab1, 12345678') });
  });

  it('wants at least one number', () => {
    expect(readMembershipList(' ,\n')).toEqual({ problem: T.problems.listEmpty });
  });
});
