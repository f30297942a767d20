import type { ChainProblemKind } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';

const whose = (membershipNo: string | null) => (membershipNo ? ` ของสมาชิกเลขทะเบียน ${membershipNo}` : '');

/** The Thai of the answer chain's verification (decision 084). */
export const CHAIN_TEXT = {
  intact: (answers: number) => `ห่วงโซ่คำตอบครบถ้วน คำตอบ ${formatNumber(answers, 0)} รายการไม่ถูกแก้ไขหรือลบ`,
  broken: (count: number, first: string) => `ห่วงโซ่คำตอบไม่ครบถ้วน พบ ${formatNumber(count, 0)} จุด จุดแรก: ${first}`,
  problem: {
    changed: (seq: number, no: string | null) => `คำตอบลำดับที่ ${seq}${whose(no)} ถูกแก้ไขหลังบันทึก`,
    removed: (seq: number, no: string | null) => `คำตอบลำดับที่ ${seq}${whose(no)} ถูกลบ`,
    unchained: (_seq: number, no: string | null) => `คำตอบ${whose(no).trimStart()} ไม่อยู่ในห่วงโซ่ (บันทึกโดยไม่ผ่านระบบ)`,
    rewritten: (seq: number) => `ห่วงโซ่ไม่ตรงกับที่ผู้สอบบัญชีเก็บไว้ที่ลำดับที่ ${seq} (ถูกสร้างใหม่หลังการส่งออกครั้งก่อน)`,
  } satisfies Record<ChainProblemKind, (seq: number, no: string | null) => string>,
} as const;
