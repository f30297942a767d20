import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { PUBLIC_READ_PATHS } from './public-read-paths';
import { BahtText, LOAN_METHODS, RateText } from './loan-figures';
import { Nullable } from './nullable';
import { Line } from './text-line';


/** A loan type the cooperative lends, as the calculator offers it: its yearly rate, longest term and largest amount. */
export const CalculatorLoanType = Type.Object(
  {
    name: Line(100),
    annual_rate: RateText,
    max_installments: Type.Integer({ minimum: 1, maximum: 600 }),
    /** Null when only the rules of the type (salary, shares) cap it. */
    max_amount: Nullable(BahtText),
    method: Type.Enum(LOAN_METHODS),
  },
  { additionalProperties: false },
);
export type CalculatorLoanType = Static<typeof CalculatorLoanType>;

/**
 * What the public calculators start from (/loancal, /caldividend): the cooperative's loan types in the order staff
 * keep them, and the latest dividend and patronage-refund rates (null until staff set them).
 */
export const CalculatorSettings = Type.Object(
  {
    loan_types: Type.Array(CalculatorLoanType, { maxItems: 20 }),
    dividend_rate: Nullable(RateText),
    refund_rate: Nullable(RateText),
  },
  { additionalProperties: false },
);
export type CalculatorSettings = Static<typeof CalculatorSettings>;

export const calculatorSettingsEndpoints = {
  /** The loan types and rates the calculators are prefilled with. */
  calculatorSettings: endpoint({ method: 'GET', path: PUBLIC_READ_PATHS.calculatorSettings, access: 'public', response: CalculatorSettings }),
};
