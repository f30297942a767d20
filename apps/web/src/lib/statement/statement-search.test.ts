import { describe, expect, it } from 'vitest';
import { matchingQuickRange, quickRangeSearch, readStatementSearch, statementQuery, writeStatementSearch } from './statement-search';

describe('statement search in the URL', () => {
  const today = '2026-11-22';
  it('reads page and range, ignoring what is not valid', () => {
    expect(readStatementSearch(new URLSearchParams('page=3&from=2026-01-01&to=2026-03-31'), today)).toEqual({
      page: 3,
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(readStatementSearch(new URLSearchParams('page=-2&from=2026-02-30&to=yesterday'), today)).toEqual({ page: 1, from: '2026-08-22' });
    expect(readStatementSearch(new URLSearchParams('page=1.5'), today)).toMatchObject({ page: 1 });
  });

  it('opens a plain link on the last three months', () => {
    expect(readStatementSearch(new URLSearchParams(''), today)).toEqual({ page: 1, from: '2026-08-22' });
    expect(readStatementSearch(new URLSearchParams('page=2'), today)).toEqual({ page: 2, from: '2026-08-22' });
  });

  it('keeps every date as range=all, so reload and back still show them', () => {
    expect(writeStatementSearch({ page: 1 }).toString()).toBe('range=all');
    expect(readStatementSearch(new URLSearchParams('range=all'), today)).toEqual({ page: 1 });
    expect(writeStatementSearch({ page: 1, from: '2026-08-22' }, new URLSearchParams('range=all')).has('range')).toBe(false);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeStatementSearch({ page: 1, from: '2026-08-22' }).toString()).toBe('from=2026-08-22');
    const written = writeStatementSearch({ page: 2, from: '2026-08-22' }, new URLSearchParams('tab=x&to=2026-01-01'));
    expect(written.get('tab')).toBe('x');
    expect(written.get('page')).toBe('2');
    expect(written.get('from')).toBe('2026-08-22');
    expect(written.has('to')).toBe(false);
  });

  it('turns the search into the feed body', () => {
    expect(statementQuery({ page: 1 })).toEqual({ page: 1 });
    expect(statementQuery({ page: 4, from: '2026-01-01', to: '2026-02-01' })).toEqual({ page: 4, from: '2026-01-01', to: '2026-02-01' });
  });
});

describe('quick ranges', () => {
  const today = '2026-11-22';
  it('start N months before today and have no end', () => {
    expect(quickRangeSearch('3m', today)).toEqual({ page: 1, from: '2026-08-22' });
    expect(quickRangeSearch('6m', today)).toEqual({ page: 1, from: '2026-05-22' });
    expect(quickRangeSearch('1y', today)).toEqual({ page: 1, from: '2025-11-22' });
    expect(quickRangeSearch('all', today)).toEqual({ page: 1 });
  });

  it('are recognised in a search, and a hand-picked range is none of them', () => {
    expect(matchingQuickRange({ page: 3, from: '2026-08-22' }, today)).toBe('3m');
    expect(matchingQuickRange({ page: 1 }, today)).toBe('all');
    expect(matchingQuickRange({ page: 1, from: '2026-08-21' }, today)).toBeUndefined();
    expect(matchingQuickRange({ page: 1, from: '2026-08-22', to: '2026-09-01' }, today)).toBeUndefined();
  });
});
