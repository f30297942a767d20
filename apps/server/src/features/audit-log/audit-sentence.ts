import { auditActionName, auditActionWords, deviceName } from '@coop/contract';
import { formatThaiTime } from '@coop/thai-format';

/** An audit row as read from the log, with the staff actor's display name when there is one. */
export interface AuditRow {
  at: Date;
  actor_kind: string;
  actor: string;
  actor_name: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  user_agent: string;
}

/** Who acted, as a person reads it: a staff user's name, a member's or a member group's number, or the command that ran. */
export function auditActorName(row: Pick<AuditRow, 'actor_kind' | 'actor' | 'actor_name'>): string {
  if (row.actor_kind === 'member') return `สมาชิก ${row.actor}`;
  if (row.actor_kind === 'member-group') return `หน่วยงาน ${row.actor}`;
  if (row.actor_kind === 'system') return `คำสั่งของระบบ (${row.actor})`;
  return row.actor_name ?? row.actor;
}

/** One row in Thai words: "ผู้ดูแลระบบ ดูหน้าเงินกู้ของ 0000002 เวลา 23.47 น."; no code, address or JSON. */
export function auditSentence(row: AuditRow): string {
  return `${auditActorName(row)} ${auditActionWords(row.action, row)} เวลา ${formatThaiTime(row.at)}`;
}

/** What the list and the CSV say of a row beyond its codes. */
export function auditWords(row: AuditRow) {
  return {
    actor_name: auditActorName(row),
    action_name: auditActionName(row.action),
    sentence: auditSentence(row),
    device: deviceName(row.user_agent),
  };
}
