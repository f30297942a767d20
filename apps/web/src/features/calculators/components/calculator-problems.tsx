import { CALC_TEXT } from '../messages';

/** The one line above a calculator's form when it cannot be calculated; each field says what is wrong with it. */
export function CalculatorProblems({ shown }: { shown: boolean }) {
  return (
    <p role="alert" className={shown ? 'rounded-lg border-2 border-danger bg-red-50 p-3 text-base font-semibold text-danger sm:col-span-2' : 'sr-only'}>
      {shown ? CALC_TEXT.errors.summary : ''}
    </p>
  );
}
