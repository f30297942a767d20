import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

/** What the member reads: each refusal names the rule it breaks. The server sends these as rc_des. */
export const PASSWORD_POLICY_TEXT = {
  tooShort: `รหัสผ่านต้องมีอย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร`,
  tooLong: `รหัสผ่านต้องยาวไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร`,
  sameAsOld: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  personal: 'รหัสผ่านต้องไม่ประกอบด้วยเลขทะเบียนสมาชิก เลขประจำตัวประชาชน หรือวันเกิด',
  guessable: 'รหัสผ่านเดาง่ายเกินไป กรุณาตั้งให้ยาวขึ้น หรือใช้หลายคำที่ไม่เกี่ยวข้องกัน',
  /** The standing hint under a new-password field. */
  rule: `รหัสผ่านใหม่ต้องมี ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} ตัวอักษร เดายาก และไม่มีเลขทะเบียนสมาชิก เลขประจำตัวประชาชน หรือวันเกิด (ใช้ภาษาไทยหรือวลียาว ๆ ได้)`,
} as const;

/** The meter's words for strength scores 0-4. */
export const STRENGTH_LABELS = ['อ่อนมาก', 'อ่อน', 'ปานกลาง', 'ดี', 'ดีมาก'] as const;
