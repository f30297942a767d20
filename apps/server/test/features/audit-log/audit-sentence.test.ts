import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, auditActionWords, endpoints } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { auditSentence } from '../../../src/features/audit-log/audit-sentence';

const SRC = path.resolve(__dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [readFileSync(path.join(dir, e.name), 'utf8')] : [],
  );
}

/** The action codes the server writes: quoted codes on a line that names an action, and the codes its templates make. */
function writtenActions(): { codes: Set<string>; templates: Set<string> } {
  const codes = new Set<string>();
  const templates = new Set<string>();
  for (const line of sources(SRC).join('\n').split('\n')) {
    if (!/\baction\b/.test(line) || !/action: /.test(line)) continue;
    for (const m of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) codes.add(m[1]!);
    for (const m of line.matchAll(/`([a-z_]+\.[a-z_]*)\$\{/g)) templates.add(m[1]!);
  }
  return { codes, templates };
}

/** What the templates make: the kinds of upload, an import's outcomes, a campaign's moves, a request's and a loan application's decisions. */
const FROM_TEMPLATES: Record<string, readonly string[]> = {
  'site.upload_': ['logo', 'signature'],
  'content.upload_': ['picture', 'attachment'],
  'import.': ['imported', 'rejected', 'failed'],
  'confirmation.campaign_': ['open', 'close'],
  'payment_service.': ['approve', 'reject'],
  'loan_application.': ['approve', 'request_documents', 'reject'],
};

const facts = { target: '0000042', before: { role: 'editor' }, after: { role: 'support', reason: 'สมาชิกโทรมา', cause: 'staff_logout', method: 'totp' } };

describe('the audit log in Thai words', () => {
  it('has words for every action the server writes', () => {
    const { codes, templates } = writtenActions();
    expect(codes.size).toBeGreaterThan(40);
    for (const template of templates) expect(Object.keys(FROM_TEMPLATES)).toContain(template);
    const all = [...codes, ...Object.entries(FROM_TEMPLATES).flatMap(([start, ends]) => ends.map((end) => start + end))];
    expect(all.filter((code) => !(code in AUDIT_ACTIONS))).toEqual([]);
  });

  it.each(Object.keys(AUDIT_ACTIONS))('says %s in Thai, with no code, address or JSON', (code) => {
    const words = auditActionWords(code, facts);
    expect(words).toMatch(/[\u0E00-\u0E7F]/);
    expect(words).not.toMatch(/[{}]|\/api\/|[a-z]+\.[a-z_]+|_/);
  });

  it('names the member page a staff user looked at through an impersonation, and a refusal', () => {
    const call = (path: string, method: string, status: number) => auditActionWords('impersonation.view', { target: '0000002', before: null, after: { method, path, status } });
    expect(call(endpoints.memberLoan.path, 'POST', 200)).toBe('ดูหน้าเงินกู้ของ 0000002');
    expect(call('/api/member/print_pdf/2569/11?x=1', 'GET', 200)).toBe('เปิดใบเรียกเก็บประจำเดือนของ 0000002');
    expect(call(endpoints.memberPassword.path, 'POST', 403)).toBe('พยายามเปลี่ยนรหัสผ่านของ 0000002 (ระบบไม่อนุญาต)');
    expect(call('/api/member/something_new', 'POST', 200)).toBe('ดูข้อมูลของ 0000002');
  });

  it('names every member endpoint a staff user can call while looking through a member\'s view', () => {
    const unnamed = Object.values(endpoints)
      .filter((e) => e.access === 'member')
      .filter((e) => auditActionWords('impersonation.view', { target: '0000002', before: null, after: { method: e.method, path: e.path, status: 200 } }) === 'ดูข้อมูลของ 0000002')
      .map((e) => e.path);
    expect(unnamed).toEqual([]);
  });

  it('says who acted as a person reads it, and the Thai time', () => {
    const row = { at: new Date('2026-11-27T16:47:00Z'), action: 'member.unlock', target: '0000042', before: null, after: null, user_agent: '' };
    expect(auditSentence({ ...row, actor_kind: 'staff', actor: 'somsri', actor_name: 'สมศรี ใจดี' })).toBe('สมศรี ใจดี ปลดล็อกบัญชีของสมาชิก 0000042 เวลา 23.47 น.');
    expect(auditSentence({ ...row, actor_kind: 'staff', actor: 'gone', actor_name: null })).toBe('gone ปลดล็อกบัญชีของสมาชิก 0000042 เวลา 23.47 น.');
    expect(auditSentence({ ...row, action: 'confirmation.answer', after: { year: 2569, disputed: 0 }, actor_kind: 'member', actor: '0000042', actor_name: null })).toBe(
      'สมาชิก 0000042 ตอบหนังสือยืนยันยอดปี 2569 ว่าถูกต้อง เวลา 23.47 น.',
    );
  });

  it('never shows an unknown code', () => {
    expect(auditActionWords('something.new', { target: '', before: null, after: null })).toBe('ทำรายการอื่น');
  });
});
