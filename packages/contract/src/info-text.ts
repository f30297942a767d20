/** Rules for text visitors type (board, demand), shared by the forms and the server so both say the same Thai. */

export interface TextRule {
  /** The field's Thai name, used in the messages. */
  label: string;
  min: number;
  max: number;
  multiline: boolean;
}

// Control characters other than the newline: invisible, and a way to smuggle terminal or layout tricks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** Trims, and turns CRLF and CR into LF, so the stored text and its length do not depend on the browser. */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

/** Length in characters as people count them (code points), not UTF-16 units. */
export const textLength = (value: string) => [...value].length;

/** Why a (normalised) text is refused, in Thai, or undefined when it is acceptable. */
export function textProblem(value: string, rule: TextRule): string | undefined {
  const length = textLength(value);
  if (length === 0 && rule.min > 0) return `กรุณากรอก${rule.label}`;
  if (length < rule.min) return `${rule.label}ต้องมีอย่างน้อย ${rule.min} ตัวอักษร`;
  if (length > rule.max) return `${rule.label}ต้องไม่เกิน ${rule.max.toLocaleString('en-US')} ตัวอักษร`;
  if ((rule.multiline ? MULTILINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) {
    return `${rule.label}มีอักขระควบคุมที่ไม่อนุญาต`;
  }
  return undefined;
}

export const NAME_RULE: TextRule = { label: 'ชื่อผู้ส่ง', min: 1, max: 100, multiline: false };
export const TITLE_RULE: TextRule = { label: 'หัวข้อ', min: 3, max: 200, multiline: false };
export const BODY_RULE: TextRule = { label: 'ข้อความ', min: 3, max: 5000, multiline: true };

/** A Thai phone number: 9 or 10 digits starting with 0, optionally grouped by spaces or dashes. */
export function phoneProblem(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '');
  return /^0[0-9]{8,9}$/.test(digits) ? undefined : 'หมายเลขโทรศัพท์ไม่ถูกต้อง (ตัวเลข 9-10 หลัก ขึ้นต้นด้วย 0)';
}

export function emailProblem(value: string): string | undefined {
  const ok = value.length <= 254 && /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/.test(value);
  return ok ? undefined : 'อีเมลไม่ถูกต้อง';
}
