import { describe, expect, it } from 'vitest';
import { readThaiDateInput, thaiDateInputText } from './thai-date-input';

const read = (text: string) => readThaiDateInput(text, 1900, 2030);

describe('readThaiDateInput', () => {
  it('reads day, month and Buddhist year with any usual separator', () => {
    for (const text of ['12/8/2528', '12/08/2528', '12-08-2528', '12.8.2528', '12 8 2528', '12082528', ' 12/8/2528 ']) {
      expect(read(text)).toEqual({ iso: '1985-08-12' });
    }
  });
  it('refuses a Christian year instead of guessing', () => {
    expect(read('12/8/1985')).toEqual({ problem: 'gregorian-year' });
  });
  it('refuses a day the calendar does not have', () => {
    expect(read('30/2/2568')).toEqual({ problem: 'no-such-date' });
    expect(read('29/2/2567')).toEqual({ iso: '2024-02-29' });
  });
  it('refuses a year outside the range asked for', () => {
    expect(read('1/1/2600')).toEqual({ problem: 'out-of-range' });
  });
  it('calls a half-typed date incomplete', () => {
    for (const text of ['', '12/8', '12/8/25', 'วันนี้', '12/ส.ค./2528']) expect(read(text)).toEqual({ problem: 'incomplete' });
  });
});

describe('thaiDateInputText', () => {
  it('writes an ISO date day first in the Buddhist era', () => {
    expect(thaiDateInputText('1985-08-12')).toBe('12/08/2528');
  });
  it('writes nothing for what is not a date', () => {
    expect(thaiDateInputText('')).toBe('');
  });
});
