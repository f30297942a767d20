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

/**
 * The meter's words for strength scores 0-4. Only a usable password's level is shown (ดี, ดีมาก): a refused one reads
 * "ยังใช้ไม่ได้" whatever its score, so no level word ever contradicts the verdict (issue 24).
 */
export const STRENGTH_LABELS = ['อ่อนมาก', 'อ่อน', 'ปานกลาง', 'ดี', 'ดีมาก'] as const;

/**
 * Everyday Thai words an example passphrase is drawn from: three of them and a number make a password the policy
 * accepts, and show that a phrase in Thai is allowed. Each example is checked by the policy before it is shown.
 */
export const EXAMPLE_WORDS = [
  'ช้างเผือก', 'ทะเลสาบ', 'มะม่วงสุก', 'ดอกบัว', 'ภูเขาไฟ', 'แมวส้ม', 'เรือใบ', 'ฝนตกหนัก', 'ลมหนาว', 'ข้าวเหนียว',
  'ต้นมะพร้าว', 'นกกระจิบ', 'สะพานไม้', 'ตลาดน้ำ', 'กาแฟเย็น', 'ดวงดาว', 'ทุ่งนา', 'ปลาทู', 'ส้มตำ', 'กล้วยหอม',
  'รถไฟ', 'ผีเสื้อ', 'น้ำตก', 'ไก่ย่าง', 'ลำไย', 'ร่มสีแดง', 'หมอกเช้า', 'ใบตอง', 'กระต่าย', 'เต่าทอง',
  'ว่าวจุฬา', 'ขนมครก', 'แตงโม', 'ชาไทย', 'ม้าลาย', 'จักรยาน', 'หิ่งห้อย', 'พระจันทร์', 'ลูกชิ้น', 'สายรุ้ง',
] as const;
