import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { LOAN_PAYOUT_JOB } from '../../loans/payout-job';
import { publishMemberEvent } from '../../notify/publish-member-event';
import type { Dataset } from './dataset';
import { STAGING } from './staging-table';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The news a merged file brings members, published in the import's transaction (its staging table still holds the
 * file's rows): a month of deductions is billed (a header not yet posted: an invoice) or posted (a receipt), with each
 * member's amount; a year's dividends and refunds are published once the year is approved. Each event's key is the
 * month or year, so importing the file again reaches only members it had not. New contracts may pay out approved
 * loan applications: the match runs as a job once the import commits (decision 073).
 */
export async function publishImportEvents(context: DomainContext, dataset: Dataset, trx: Db): Promise<void> {
  if (dataset.name === 'loans') await context.jobs.send(LOAN_PAYOUT_JOB, {}, { key: 'after-import' }, trx);
  if (dataset.name === 'kep-headers') {
    const months = await sql<{ year: number; month: number }>`select distinct year, month from ${sql.table(STAGING)} order by year, month`.execute(trx);
    for (const { year, month } of months.rows) {
      for (const posted of [false, true]) {
        const kind = posted ? 'deduction-posted' : 'deduction-billed';
        await publishMemberEvent(
          context,
          { kind, key: `${kind}:${year}-${twoDigits(Number(month))}`, params: { year: Number(year), month: Number(month) } },
          trx
            .selectFrom('kep_headers')
            .where('year', '=', Number(year))
            .where('month', '=', Number(month))
            .where('posted', '=', posted)
            .groupBy('membership_no')
            .select(['membership_no', sql<unknown>`jsonb_build_object('amount', sum(amount_total))`.as('params')]),
          trx,
        );
      }
    }
  }
  if (dataset.name === 'dividends' || dataset.name === 'dividend-years') {
    const years = await sql<{ year: number }>`select distinct year from ${sql.table(STAGING)} order by year`.execute(trx);
    for (const { year } of years.rows) {
      const approved = await trx.selectFrom('dividend_years').where('year', '=', Number(year)).where('approved', '=', true).select('year').executeTakeFirst();
      if (!approved) continue;
      await publishMemberEvent(
        context,
        { kind: 'dividend-published', key: `dividend-published:${year}`, params: { year: Number(year) } },
        trx
          .selectFrom('dividends')
          .where('year', '=', Number(year))
          .select([
            'membership_no',
            sql<unknown>`jsonb_build_object('dividend', dividend_amount, 'refund', refund_amount, 'net', net_amount)`.as('params'),
          ]),
        trx,
      );
    }
  }
}
