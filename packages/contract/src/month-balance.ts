import { Type, type Static } from 'typebox';

/** A balance at a month's end (or today, for the current month): `month` is `YYYY-MM`. */
export const MonthBalance = Type.Object({ month: Type.String(), balance: Type.Number() });
export type MonthBalance = Static<typeof MonthBalance>;

/** How many month ends the loan and deposit pages draw. */
export const MONTH_BALANCE_COUNT = 24;
