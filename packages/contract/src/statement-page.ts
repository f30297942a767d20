import { Type, type Static, type TSchema, type TString } from 'typebox';
import { endpoint } from './endpoint';

export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_MAX_PAGE_SIZE = 100;

/**
 * A calendar date (`format: date` checks the month's days, leap years included) in Gregorian years 1900–2199:
 * year 0000 or 9999 is nobody's statement, and PostgreSQL refuses some of them outright.
 */
export const CalendarDate = Type.String({ format: 'date', pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$' });

/** Body of a statement feed: newest lines first, optionally within a date range (ISO dates, inclusive). */
export const StatementQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: STATEMENT_MAX_PAGE_SIZE })),
    from: Type.Optional(CalendarDate),
    to: Type.Optional(CalendarDate),
  },
  { additionalProperties: false },
);
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementPage = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    page_size: Type.Integer(),
    total: Type.Integer(),
    total_pages: Type.Integer(),
  });
export interface StatementPage<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}

/** Contract and account numbers as they appear in paths. */
export const AccountRef = Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$' });

/**
 * The statement feed of one account of the member's (a loan contract, a deposit account): the account named in the
 * path, the page asked for in the body. Another member's account answers as one that does not exist.
 */
export const accountStatementEndpoint = <const P extends string, const A extends string, const R extends TSchema>(path: P, account: A, response: R) =>
  endpoint({
    method: 'POST',
    path,
    access: 'member',
    params: Type.Object({ [account]: AccountRef } as { [K in A]: TString }),
    body: StatementQuery,
    response,
  });
