import { createHash } from 'node:crypto';
import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXT as T } from '../../../src/features/balance-confirmation/campaign-text';
import { addBalanceLines, addCampaign, DEFAULT_LINES } from '../../support/factories/confirmation';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the auditor signs off a campaign’s population and balances before it opens (decision 084)', () => {
  let t: TestContext;
  let admin: string;
  let auditor: string;
  let auditorName: string;
  let groupA: string;
  let groupB: string;
  const members: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    admin = await staffToken(t.app, await addStaffUser(db, 'admin'), t.clock.now());
    const staff = await addStaffUser(db, 'auditor');
    auditorName = staff.username;
    auditor = await staffToken(t.app, staff, t.clock.now());
    groupA = await addMemberGroup(db, { name: 'หน่วยเอ' });
    groupB = await addMemberGroup(db, { name: 'หน่วยบี' });
    for (const group of [groupA, groupA, groupB]) {
      const no = newMembershipNo();
      await addMember(db, no, { member_group_no: group });
      members.push(no);
    }
  });
  afterAll(() => t.close());

  /** A draft of the year with every test member's default lines. */
  const draft = async (year: number) => {
    const id = await addCampaign(t.database.db, year, { status: 'draft' });
    for (const no of members) await addBalanceLines(t.database.db, id, no);
    return id;
  };
  const snapshot = async (id: number, token = auditor) => (await staffPost(t.app, endpoints.confirmationSnapshot.path, token, { id })).json();
  const signOff = (id: number, sha256: string, token = auditor) => staffPost(t.app, endpoints.confirmationSignOff.path, token, { id, snapshot_sha256: sha256 });
  const open = (id: number) => staffPost(t.app, endpoints.confirmationCampaignOpen.path, admin, { id });
  const statusOf = async (id: number) =>
    (await t.database.db.selectFrom('confirmation_campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('shows the population per unit, the balances per kind, and the SHA-256 of the canonical snapshot rows', async () => {
    const id = await draft(2150);
    const body = await snapshot(id);
    expect(body.signoff).toBeNull();
    expect(body.signoff_current).toBe(false);
    expect(body.snapshot.members).toBe(3);
    expect(body.snapshot.lines).toBe(12);
    expect(body.snapshot.groups).toEqual(
      [
        { member_group_no: groupA, member_group_name: 'หน่วยเอ', members: 2, lines: 8 },
        { member_group_no: groupB, member_group_name: 'หน่วยบี', members: 1, lines: 4 },
      ].sort((a, b) => a.member_group_no.localeCompare(b.member_group_no)),
    );
    expect(body.snapshot.kinds).toEqual([
      { kind: 'share', lines: 3, units: 3750, amount: 37500 },
      { kind: 'deposit', lines: 3, units: null, amount: 135632.25 },
      { kind: 'loan', lines: 3, units: null, amount: 540000 },
      { kind: 'guarantee_given', lines: 3, units: null, amount: 285001.5 },
    ]);
    // the fingerprint as the decision defines it, computed here from the rows
    const two = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));
    const rows = [...members].sort().flatMap((no) => DEFAULT_LINES.map((l, i) => JSON.stringify([no, String(i + 1), l.kind, l.reference, l.description, two(l.units as number | null), two(l.amount as number)])));
    const text = [JSON.stringify(['campaign', '2150', '2149-12-31']), ...rows].join('\n');
    expect(body.snapshot.sha256).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('refuses to open a campaign the auditor has not signed off, in Thai (409), and it stays a draft', async () => {
    const id = await draft(2151);
    const res = await open(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_OFF', error: T.notSignedOff });
    expect(await statusOf(id)).toBe('draft');
  });

  it('opens once the auditor signs off the snapshot shown; the sign-off is audited with its fingerprint', async () => {
    const id = await draft(2152);
    const { snapshot: s } = await snapshot(id);
    const signed = await signOff(id, s.sha256);
    expect(signed.json()).toEqual({ rc_code: '1', rc_des: T.signedOff });
    const after = await snapshot(id, admin);
    expect(after).toMatchObject({ signoff: { by: auditorName, snapshot_sha256: s.sha256, members: 3, lines: 12 }, signoff_current: true });
    const audit = await t.database.db.selectFrom('audit_log').select(['actor', 'after']).where('action', '=', 'confirmation.signoff').where('target', '=', '2152').execute();
    expect(audit).toEqual([{ actor: auditorName, after: { id, snapshot_sha256: s.sha256, members: 3, lines: 12 } }]);
    expect((await open(id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('open');
  });

  it('a snapshot changed after the sign-off needs a new sign-off before it opens', async () => {
    const id = await draft(2153);
    await signOff(id, (await snapshot(id)).snapshot.sha256);
    // a core-banking file corrects one balance after the auditor signed
    await t.database.db.updateTable('confirmation_balances').set({ amount: 45_000 }).where('campaign_id', '=', id).where('membership_no', '=', members[0]!).where('line_no', '=', 2).execute();
    const refused = await open(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SNAPSHOT_CHANGED', error: T.snapshotChangedSinceSignOff });
    expect(await statusOf(id)).toBe('draft');
    const changed = await snapshot(id);
    expect(changed.signoff_current).toBe(false);
    expect((await signOff(id, changed.snapshot.sha256)).statusCode).toBe(200);
    expect((await open(id)).statusCode).toBe(200);
  });

  it('refuses a sign-off of figures changed while the auditor read them, and of an open campaign, in Thai (409)', async () => {
    const id = await draft(2154);
    const stale = (await snapshot(id)).snapshot.sha256;
    const extra = newMembershipNo();
    await addMember(t.database.db, extra);
    await addBalanceLines(t.database.db, id, extra);
    const res = await signOff(id, stale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SNAPSHOT_CHANGED', error: T.snapshotChangedWhileRead });
    expect((await snapshot(id)).signoff).toBeNull();
    const opened = await addCampaign(t.database.db, 2155);
    await addBalanceLines(t.database.db, opened, extra);
    const late = await signOff(opened, (await snapshot(opened)).snapshot.sha256);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'WRONG_STATUS', error: T.signOffOnlyDraft });
  });

  it('only the auditor signs off (an admin gets 403); an unknown campaign is a Thai 404', async () => {
    const id = await draft(2156);
    const sha = (await snapshot(id)).snapshot.sha256;
    expect((await signOff(id, sha, admin)).statusCode).toBe(403);
    const missing = await signOff(2_000_000_000, sha);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(T.noCampaign);
    expect((await staffPost(t.app, endpoints.confirmationSnapshot.path, auditor, { id: 2_000_000_000 })).statusCode).toBe(404);
  });
});
