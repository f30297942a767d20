import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The SHA-256 (hex) of a campaign's canonical snapshot (decision 084): a first row naming the campaign's year and
 * balance date, then each balance row as a compact JSON array of text (member, line, kind, reference, description,
 * units and amount as two-place text, null when none), in member and line order, joined by newlines. Computed by the database, so tens of thousands of
 * members' rows never cross the wire; the same text on PGlite and PostgreSQL.
 */
export async function snapshotFingerprint(db: Db, campaignId: number): Promise<{ sha256: string; members: number; lines: number }> {
  const { rows } = await sql<{ sha256: string; members: number; lines: number }>`
    select encode(sha256(convert_to(
        array_to_json(array['campaign', c.year::text, c.balance_date::text])::text
          || coalesce(E'\n' || string_agg(
            array_to_json(array[b.membership_no::text, b.line_no::text, b.kind, b.reference, b.description, b.units::text, b.amount::text])::text,
            E'\n' order by b.membership_no, b.line_no), ''),
        'UTF8')), 'hex') as sha256,
      count(distinct b.membership_no)::integer as members,
      count(b.line_no)::integer as lines
    from confirmation_campaigns c
    left join confirmation_balances b on b.campaign_id = c.id
    where c.id = ${campaignId}
    group by c.id`.execute(db);
  return rows[0] ?? { sha256: '', members: 0, lines: 0 };
}

/** The snapshot's lines per kind, with units and baht summed exactly (numeric) before they become numbers. */
export function snapshotKindTotals(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_balances')
    .select(['kind', sql<number>`count(*)::integer`.as('lines'), sql<number | null>`sum(units)::float8`.as('units'), sql<number>`sum(amount)::float8`.as('amount')])
    .where('campaign_id', '=', campaignId)
    .groupBy('kind')
    .orderBy(sql`array_position(array['share', 'deposit', 'loan', 'guarantee_given', 'guarantee_received'], kind)`)
    .execute();
}

/** The population per member group: members with lines, and their lines; members without a group under ''. */
export function snapshotGroups(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_balances as b')
    .innerJoin('members as m', 'm.membership_no', 'b.membership_no')
    .leftJoin('member_groups as g', 'g.member_group_no', 'm.member_group_no')
    .select([
      sql<string>`coalesce(m.member_group_no, '')`.as('member_group_no'),
      sql<string>`coalesce(max(g.name), '')`.as('member_group_name'),
      sql<number>`count(distinct b.membership_no)::integer`.as('members'),
      sql<number>`count(*)::integer`.as('lines'),
    ])
    .where('b.campaign_id', '=', campaignId)
    .groupBy(sql`coalesce(m.member_group_no, '')`)
    .orderBy(sql`coalesce(m.member_group_no, '')`)
    .execute();
}

/** The campaign's latest sign-off, or undefined. */
export function latestSignOff(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_signoffs')
    .select(['signed_at', 'staff_username', 'snapshot_sha256', 'members', 'lines'])
    .where('campaign_id', '=', campaignId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSignOff(
  db: Db,
  s: { campaignId: number; at: Date; by: string; sha256: string; members: number; lines: number },
): Promise<void> {
  await db
    .insertInto('confirmation_signoffs')
    .values({ campaign_id: s.campaignId, signed_at: s.at, staff_username: s.by, snapshot_sha256: s.sha256, members: s.members, lines: s.lines })
    .execute();
}
