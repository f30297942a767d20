import { endpoints } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXT as T } from '../../../src/features/balance-confirmation/campaign-text';
import { addBalanceLines, addCampaign, addSignOff } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { staffPost, withStaffApp } from '../../support/staff-requests';

describe('a campaign opens from draft and closes from open, nothing else', () => {
  const admin = withStaffApp('admin');

  const open = (id: number) => staffPost(admin.t.app, endpoints.confirmationCampaignOpen.path, admin.token, { id });
  const close = (id: number) => staffPost(admin.t.app, endpoints.confirmationCampaignClose.path, admin.token, { id });
  const campaign = (id: number) =>
    admin.t.database.db.selectFrom('confirmation_campaigns').select(['status', 'opened_at', 'closed_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (year: number) =>
    admin.t.database.db.selectFrom('audit_log').select(['actor', 'action', 'before', 'after']).where('target', '=', String(year)).orderBy('id').execute();

  /** A draft with one member's lines, signed off by the auditor: what may open. */
  const signedOffDraft = async (year: number) => {
    const db = admin.t.database.db;
    const id = await addCampaign(db, year, { status: 'draft' });
    const no = newMembershipNo();
    await addMember(db, no);
    await addBalanceLines(db, id, no);
    await addSignOff(db, id);
    return id;
  };

  it('opens a draft, then closes it, each with its time and audit row', async () => {
    const id = await signedOffDraft(2120);
    const opened = await open(id);
    expect(opened.json()).toEqual({ rc_code: '1', rc_des: T.opened });
    expect(await campaign(id)).toEqual({ status: 'open', opened_at: admin.t.clock.now(), closed_at: null });
    const closed = await close(id);
    expect(closed.json()).toEqual({ rc_code: '1', rc_des: T.closed });
    expect(await campaign(id)).toMatchObject({ status: 'closed', closed_at: admin.t.clock.now() });
    expect(await auditOf(2120)).toEqual([
      { actor: admin.username, action: 'confirmation.campaign_open', before: { id, status: 'draft' }, after: { id, status: 'open' } },
      { actor: admin.username, action: 'confirmation.campaign_close', before: { id, status: 'open' }, after: { id, status: 'closed' } },
    ]);
  });

  it('refuses to open an open or closed campaign, in Thai (409), and changes nothing', async () => {
    for (const status of ['open', 'closed'] as const) {
      const id = await addCampaign(admin.t.database.db, status === 'open' ? 2121 : 2122, { status });
      const before = await campaign(id);
      const res = await open(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'WRONG_STATUS', error: T.cannotOpen });
      expect(await campaign(id)).toEqual(before);
    }
  });

  it('refuses to close a draft or a closed campaign, in Thai (409)', async () => {
    for (const status of ['draft', 'closed'] as const) {
      const id = await addCampaign(admin.t.database.db, status === 'draft' ? 2123 : 2124, { status });
      const res = await close(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'WRONG_STATUS', error: T.cannotClose });
      expect((await campaign(id)).status).toBe(status);
    }
    expect(await auditOf(2123)).toEqual([]);
  });

  it('answers an unknown campaign 404 in Thai', async () => {
    for (const call of [open, close]) {
      const res = await call(2_000_000_000);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(T.noCampaign);
    }
  });
});
