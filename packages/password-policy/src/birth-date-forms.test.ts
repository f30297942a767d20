import { describe, expect, it } from 'vitest';
import { birthDateForms } from './birth-date-forms';

describe('birthDateForms', () => {
  it('writes the date as people type it, in Gregorian and Buddhist years', () => {
    const forms = birthDateForms('1987-12-25');
    for (const form of ['25122530', '25121987', '19871225', '25301225', '12251987', '251230', '251287', '871225']) {
      expect(forms).toContain(form);
    }
  });

  it('writes day and month with and without the leading zero', () => {
    const forms = birthDateForms('1980-05-07');
    for (const form of ['07052523', '752523', '751980', '25230507', '2523057']) {
      expect(forms).toContain(form);
    }
  });

  it('gives nothing for a value that is not an ISO date', () => {
    expect(birthDateForms('')).toEqual([]);
    expect(birthDateForms('25/12/2530')).toEqual([]);
  });
});
