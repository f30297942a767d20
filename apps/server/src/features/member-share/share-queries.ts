import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Share capital at each year end (the balance of each year's last line), oldest first. */
export async function shareYearEnds(db: Db, membershipNo: string): Promise<{ year: number; balance: number }[]> {
  const { rows } = await sql<{ year: number; balance: number }>`
    select distinct on (date_part('year', operate_date)) date_part('year', operate_date)::int as year, balance
    from share_statements where membership_no = ${membershipNo}
    order by date_part('year', operate_date), seq desc
  `.execute(db);
  return rows;
}
