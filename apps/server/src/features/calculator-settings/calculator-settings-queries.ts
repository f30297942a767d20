import type { CalculatorSettings, LoanMethod } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Text to a numeric column as it was typed, never through a float. */
const exact = (text: string | null) => (text === null ? null : sql<number>`cast(${text} as numeric)`);

/** Rates and amounts as the database holds them, as text ("6.50"): never through a float. */
export async function readCalculatorSettings(db: Db): Promise<CalculatorSettings> {
  const [types, rates] = await Promise.all([
    db
      .selectFrom('calculator_loan_types')
      .select(['name', sql<string>`annual_rate::text`.as('annual_rate'), 'max_installments', sql<string | null>`max_amount::text`.as('max_amount'), 'method'])
      .orderBy('position')
      .execute(),
    db
      .selectFrom('calculator_rates')
      .select([sql<string | null>`dividend_rate::text`.as('dividend_rate'), sql<string | null>`refund_rate::text`.as('refund_rate')])
      .executeTakeFirst(),
  ]);
  return {
    loan_types: types.map((t) => ({ ...t, method: t.method as LoanMethod })),
    dividend_rate: rates?.dividend_rate ?? null,
    refund_rate: rates?.refund_rate ?? null,
  };
}

/** The whole set replaced at once, in the order given. */
export async function replaceCalculatorSettings(trx: Db, settings: CalculatorSettings): Promise<void> {
  await trx.deleteFrom('calculator_loan_types').execute();
  if (settings.loan_types.length > 0) {
    await trx
      .insertInto('calculator_loan_types')
      .values(
        settings.loan_types.map((t, index) => ({
          position: index + 1,
          name: t.name,
          annual_rate: sql<number>`cast(${t.annual_rate} as numeric)`,
          max_installments: t.max_installments,
          max_amount: exact(t.max_amount),
          method: t.method,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('calculator_rates')
    .values({ only_row: true, dividend_rate: exact(settings.dividend_rate), refund_rate: exact(settings.refund_rate) })
    .onConflict((oc) => oc.column('only_row').doUpdateSet({ dividend_rate: exact(settings.dividend_rate), refund_rate: exact(settings.refund_rate) }))
    .execute();
}
