import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database-unavailable';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'])('counts code %s as unreachable', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each(['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect'])(
    'counts the driver error "%s" as unreachable',
    (message) => {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    },
  );

  it('looks into the errors of an AggregateError (every address of a name refused)', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'refused'))).toBe(true);
  });

  it.each(['23505', '42P01', '22007', '57014'])('leaves a fault of the query (code %s) to be a 500 or 400', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('leaves errors without a code or a known message alone', () => {
    expect(isDatabaseUnavailable(new Error('connection to 10.0.0.5 refused'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
