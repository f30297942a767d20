import { Type } from 'typebox';

/** How a loan is repaid: the same payment each month, or the same principal with the interest falling. */
export const LOAN_METHODS = ['equal-installment', 'equal-principal'] as const;
export type LoanMethod = (typeof LOAN_METHODS)[number];
/** Each method in Thai, the same wherever staff set it and members read it. */
export const LOAN_METHOD_NAMES: Record<LoanMethod, string> = { 'equal-installment': 'ผ่อนเท่ากันทุกงวด', 'equal-principal': 'ผ่อนเงินต้นเท่ากันทุกงวด' };

/** Per cent a year, 0 to 100 with at most two decimals, as typed ("6.5", "6.50"): never a float on the wire. */
export const RateText = Type.String({ pattern: '^(100(\\.0{1,2})?|[0-9]{1,2}(\\.[0-9]{1,2})?)$' });
/** Baht with at most two decimals, zero or more. */
export const BahtOrZeroText = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$' });
/** Baht with at most two decimals, above zero. */
export const BahtText = Type.String({ pattern: '^(?!0+(\\.0{1,2})?$)[0-9]{1,12}(\\.[0-9]{1,2})?$' });
