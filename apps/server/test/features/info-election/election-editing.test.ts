import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXT } from '../../../src/images/checked-image';
import { SITE_ADMIN_TEXT } from '../../../src/site/site-admin-text';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

interface PublicElection {
  id: number;
  positions: { name: string; seats: number; candidates: { number: number; name: string; photo: string | null; profile: string; votes: number | null; elected: boolean }[] }[];
  polling_places: { name: string; address: string; vote_date: string; opens_at: string; closes_at: string }[];
}

describe('console: an election\'s positions, candidates and polling places', () => {
  let t: TestContext;
  let admin: string;
  let editor: string;
  let support: string;
  /** Voting on 1 December (after the test clock): no votes yet. */
  let upcoming: number;
  /** Voted on 1 November, results from 3 November: a past election with results. */
  let finished: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'election-editing-test-'));

  const saveElection = async (token: string, values: Record<string, unknown>) => {
    const res = await staffPost(t.app, endpoints.adminElectionSave.path, token, { description: '', announced_on: '2026-10-01', ...values });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    finished = await saveElection(admin, {
      title: 'เลือกตั้งกรรมการ 2569',
      voting_starts_at: '2026-11-01T01:00:00.000Z',
      voting_ends_at: '2026-11-01T09:00:00.000Z',
      results_published_at: '2026-11-03T03:00:00.000Z',
    });
    upcoming = await saveElection(admin, {
      title: 'เลือกตั้งกรรมการ 2570',
      voting_starts_at: '2026-12-01T01:00:00.000Z',
      voting_ends_at: '2026-12-01T09:00:00.000Z',
      results_published_at: null,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const publicElection = async (id: number): Promise<PublicElection> => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/info/election' })).json() as { current: PublicElection | null; past: PublicElection[] };
    const found = [body.current, ...body.past].find((e) => e?.id === id);
    if (!found) throw new Error(`election ${id} not public`);
    return found;
  };
  const auditOf = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'target', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();
  const ok = async (url: string, body: unknown, token = editor) => {
    const res = await staffPost(t.app, url, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id?: number; rc_des: string };
  };
  const refused = async (url: string, body: unknown, status = 400) => {
    const res = await staffPost(t.app, url, editor, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatch(THAI);
    return res.json().error as string;
  };
  const candidate = (positionId: number, fields: Record<string, unknown> = {}) => ({
    position_id: positionId,
    number: 1,
    name: 'นายสมชาย ใจดี',
    profile: 'ข้าราชการบำนาญ\nสมาชิกตั้งแต่ พ.ศ. 2540',
    photo: null,
    votes: null,
    elected: false,
    ...fields,
  });
  const place = (electionId: number, fields: Record<string, unknown> = {}) => ({
    election_id: electionId,
    name: 'หน่วยที่ 1 สำนักงานใหญ่',
    address: 'ห้องประชุมชั้น 2 อาคารสหกรณ์',
    vote_date: '2026-12-01',
    opens_at: '08:30',
    closes_at: '15:30',
    ...fields,
  });

  it('lets admins and editors in; support staff get 403, members, groups and no token 401', async () => {
    const member = newMembershipNo();
    await addMember(t.database.db, member);
    const memberToken = await loginToken(t.app, member);
    const group = await groupToken(t.app, await addMemberGroup(t.database.db));
    const paths = [endpoints.adminElection.path, endpoints.adminPositionSave.path, endpoints.adminPositionMove.path, endpoints.adminPositionDelete.path, endpoints.adminCandidateSave.path, endpoints.adminCandidateDelete.path, endpoints.adminPlaceSave.path, endpoints.adminPlaceMove.path, endpoints.adminPlaceDelete.path];
    for (const url of paths) {
      expect((await staffPost(t.app, url, support, {})).statusCode).toBe(403);
      for (const token of [memberToken, group, undefined]) expect((await staffPost(t.app, url, token, {})).statusCode).toBe(401);
    }
    expect((await staffPost(t.app, endpoints.adminElection.path, admin, { id: upcoming })).statusCode).toBe(200);
    expect((await staffPost(t.app, endpoints.adminElection.path, editor, { id: upcoming })).statusCode).toBe(200);
  });

  it('adds, renames, reorders and deletes positions; the public page follows at once and every change is audited', async () => {
    const chair = (await ok(endpoints.adminPositionSave.path, { election_id: upcoming, name: 'ประธานกรรมการ', seats: 1 })).id!;
    const board = (await ok(endpoints.adminPositionSave.path, { election_id: upcoming, name: 'กรรมการดำเนินการ', seats: 7 })).id!;
    expect(await auditOf('election.position_create')).toMatchObject({ before: null, after: { id: board, election_id: upcoming, name: 'กรรมการดำเนินการ', seats: 7 } });
    expect((await publicElection(upcoming)).positions.map((p) => p.name)).toEqual(['ประธานกรรมการ', 'กรรมการดำเนินการ']);

    await ok(endpoints.adminPositionSave.path, { id: board, election_id: upcoming, name: 'กรรมการดำเนินการ (ประเภททั่วไป)', seats: 6 });
    expect(await auditOf('election.position_update')).toMatchObject({ before: { name: 'กรรมการดำเนินการ', seats: 7 }, after: { name: 'กรรมการดำเนินการ (ประเภททั่วไป)', seats: 6 } });
    await ok(endpoints.adminPositionMove.path, { id: board, direction: 'up' });
    expect((await publicElection(upcoming)).positions).toMatchObject([{ name: 'กรรมการดำเนินการ (ประเภททั่วไป)', seats: 6 }, { name: 'ประธานกรรมการ' }]);
    expect(await refused(endpoints.adminPositionMove.path, { id: board, direction: 'up' }, 409)).toBe(SITE_ADMIN_TEXT.cannotMove);

    await ok(endpoints.adminCandidateSave.path, candidate(chair));
    await ok(endpoints.adminPositionDelete.path, { id: chair });
    expect(await auditOf('election.position_delete')).toMatchObject({ before: { id: chair, name: 'ประธานกรรมการ', candidates: [{ number: 1 }] }, after: null });
    expect((await publicElection(upcoming)).positions.map((p) => p.name)).toEqual(['กรรมการดำเนินการ (ประเภททั่วไป)']);
    expect(await refused(endpoints.adminPositionSave.path, { id: chair, election_id: upcoming, name: 'ประธาน', seats: 1 }, 404)).toBe(SITE_ADMIN_TEXT.positionNotFound);
  });

  it('keeps candidate numbers unique in a position, orders by number, and takes a photo only from the checked upload', async () => {
    const position = (await ok(endpoints.adminPositionSave.path, { election_id: upcoming, name: 'ผู้ตรวจสอบกิจการ', seats: 2 })).id!;
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#336699' } }).png().toBuffer();
    const upload = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'picture', name: 'somchai.png', file: dataUrl(png) });
    expect(upload.statusCode).toBe(200);
    const photo = upload.json().path as string;
    const notPicture = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'picture', name: 'x.png', file: dataUrl(Buffer.from('%PDF-1.4 not a picture')) });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().error).toBe(IMAGE_TEXT.notImage);

    const two = (await ok(endpoints.adminCandidateSave.path, candidate(position, { number: 2, name: 'นางสาวสมหญิง รักดี', photo }))).id!;
    const one = (await ok(endpoints.adminCandidateSave.path, candidate(position, { number: 1 }))).id!;
    expect(await auditOf('election.candidate_create')).toMatchObject({ before: null, after: { id: one, position_id: position, number: 1, name: 'นายสมชาย ใจดี' } });
    let shown = (await publicElection(upcoming)).positions.find((p) => p.name === 'ผู้ตรวจสอบกิจการ')!;
    expect(shown.candidates).toMatchObject([
      { number: 1, name: 'นายสมชาย ใจดี', photo: null, profile: 'ข้าราชการบำนาญ\nสมาชิกตั้งแต่ พ.ศ. 2540', votes: null },
      { number: 2, name: 'นางสาวสมหญิง รักดี', photo },
    ]);

    expect(await refused(endpoints.adminCandidateSave.path, candidate(position, { number: 2 }))).toBe(SITE_ADMIN_TEXT.numberTaken(2));
    expect(await refused(endpoints.adminCandidateSave.path, candidate(position, { id: one, number: 2 }))).toBe(SITE_ADMIN_TEXT.numberTaken(2));
    expect(await refused(endpoints.adminCandidateSave.path, candidate(position, { number: 3, photo: '/mediafiles/content/0123456789abcdef0123456789abcdef.jpg' }))).toBe(SITE_ADMIN_TEXT.photoMissing);
    expect(await refused(endpoints.adminCandidateSave.path, candidate(position, { number: 3, photo: 'https://evil.example/x.jpg' }))).toBe(SITE_ADMIN_TEXT.photoMissing);
    for (const bad of [{ number: 0 }, { number: 1000 }, { name: '   ' }, { name: 'ก\nข' }, { votes: -1 }, { votes: 1.5 }, { photo: '' }]) {
      await refused(endpoints.adminCandidateSave.path, candidate(position, { number: 3, ...bad }));
    }

    // reordering is renumbering: swap through a free number
    await ok(endpoints.adminCandidateSave.path, candidate(position, { id: two, number: 3, name: 'นางสาวสมหญิง รักดี', photo }));
    await ok(endpoints.adminCandidateSave.path, candidate(position, { id: one, number: 2 }));
    await ok(endpoints.adminCandidateSave.path, candidate(position, { id: two, number: 1, name: 'นางสาวสมหญิง รักดี', photo }));
    expect(await auditOf('election.candidate_update')).toMatchObject({ before: { number: 3, photo }, after: { number: 1, photo } });
    shown = (await publicElection(upcoming)).positions.find((p) => p.name === 'ผู้ตรวจสอบกิจการ')!;
    expect(shown.candidates.map((c) => [c.number, c.name])).toEqual([
      [1, 'นางสาวสมหญิง รักดี'],
      [2, 'นายสมชาย ใจดี'],
    ]);

    // votes before the voting is over are refused
    expect(await refused(endpoints.adminCandidateSave.path, candidate(position, { id: one, number: 2, votes: 10 }))).toBe(SITE_ADMIN_TEXT.votesTooEarly);
    expect(await refused(endpoints.adminCandidateSave.path, candidate(position, { id: one, number: 2, elected: true }))).toBe(SITE_ADMIN_TEXT.votesTooEarly);

    await ok(endpoints.adminCandidateDelete.path, { id: one });
    expect(await auditOf('election.candidate_delete')).toMatchObject({ before: { id: one, number: 2, name: 'นายสมชาย ใจดี' }, after: null });
    shown = (await publicElection(upcoming)).positions.find((p) => p.name === 'ผู้ตรวจสอบกิจการ')!;
    expect(shown.candidates.map((c) => c.number)).toEqual([1]);
    expect(await refused(endpoints.adminCandidateDelete.path, { id: one }, 404)).toBe(SITE_ADMIN_TEXT.candidateNotFound);
  });

  it('records votes and who was elected after the voting; the public page shows them from the results time', async () => {
    const position = (await ok(endpoints.adminPositionSave.path, { election_id: finished, name: 'ประธานกรรมการ', seats: 1 })).id!;
    await ok(endpoints.adminCandidateSave.path, candidate(position, { number: 1, votes: 1520, elected: true }));
    await ok(endpoints.adminCandidateSave.path, candidate(position, { number: 2, name: 'นายมานะ ขยัน', votes: 980 }));
    const shown = (await publicElection(finished)).positions[0]!;
    expect(shown.candidates).toMatchObject([
      { number: 1, votes: 1520, elected: true },
      { number: 2, votes: 980, elected: false },
    ]);
    const staffView = (await ok(endpoints.adminElection.path, { id: finished })) as unknown as { positions: { candidates: { votes: number }[] }[] };
    expect(staffView.positions[0]!.candidates.map((c) => c.votes)).toEqual([1520, 980]);
  });

  it('adds, edits, reorders and deletes polling places with their date and hours checked', async () => {
    const first = (await ok(endpoints.adminPlaceSave.path, place(upcoming))).id!;
    const second = (await ok(endpoints.adminPlaceSave.path, place(upcoming, { name: 'หน่วยที่ 2 ค่ายสุรนารี', opens_at: '09:00', closes_at: '14:00' }))).id!;
    expect(await auditOf('election.place_create')).toMatchObject({ before: null, after: { id: second, name: 'หน่วยที่ 2 ค่ายสุรนารี', opens_at: '09:00' } });
    expect((await publicElection(upcoming)).polling_places).toEqual([
      { name: 'หน่วยที่ 1 สำนักงานใหญ่', address: 'ห้องประชุมชั้น 2 อาคารสหกรณ์', vote_date: '2026-12-01', opens_at: '08:30', closes_at: '15:30' },
      { name: 'หน่วยที่ 2 ค่ายสุรนารี', address: 'ห้องประชุมชั้น 2 อาคารสหกรณ์', vote_date: '2026-12-01', opens_at: '09:00', closes_at: '14:00' },
    ]);
    await ok(endpoints.adminPlaceSave.path, place(upcoming, { id: first, closes_at: '16:00' }));
    expect(await auditOf('election.place_update')).toMatchObject({ before: { closes_at: '15:30' }, after: { closes_at: '16:00' } });
    await ok(endpoints.adminPlaceMove.path, { id: second, direction: 'up' });
    expect(await auditOf('election.place_move')).toMatchObject({ target: `polling_place:${second}`, after: { direction: 'up' } });
    expect((await publicElection(upcoming)).polling_places.map((p) => p.name)).toEqual(['หน่วยที่ 2 ค่ายสุรนารี', 'หน่วยที่ 1 สำนักงานใหญ่']);
    expect(await refused(endpoints.adminPlaceMove.path, { id: first, direction: 'down' }, 409)).toBe(SITE_ADMIN_TEXT.cannotMove);

    expect(await refused(endpoints.adminPlaceSave.path, place(upcoming, { opens_at: '16:00', closes_at: '08:00' }))).toBe(SITE_ADMIN_TEXT.hoursOrder);
    for (const bad of [{ opens_at: '8:30' }, { closes_at: '24:00' }, { vote_date: '2026-13-01' }, { vote_date: '01/12/2026' }, { address: '' }, { name: '\u0007' }]) {
      await refused(endpoints.adminPlaceSave.path, place(upcoming, bad));
    }
    expect(await refused(endpoints.adminPlaceSave.path, place(999_999), 404)).toBe(SITE_ADMIN_TEXT.electionNotFound);
    expect(await refused(endpoints.adminPlaceSave.path, place(finished, { id: first }), 404)).toBe(SITE_ADMIN_TEXT.placeNotFound);

    await ok(endpoints.adminPlaceDelete.path, { id: second });
    expect(await auditOf('election.place_delete')).toMatchObject({ before: { id: second, name: 'หน่วยที่ 2 ค่ายสุรนารี' }, after: null });
    expect((await publicElection(upcoming)).polling_places.map((p) => p.name)).toEqual(['หน่วยที่ 1 สำนักงานใหญ่']);
  });
});
