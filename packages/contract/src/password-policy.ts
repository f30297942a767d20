import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './member-auth';

export const PASSWORD_RULE_TEXT = `รหัสผ่านใหม่ต้องมี ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} ตัวอักษร และมีทั้งตัวอักษรภาษาอังกฤษและตัวเลข`;

/** Why a new password is refused, in Thai, or undefined when it is acceptable. Both the form and the server ask. */
export function passwordProblem(newPassword: string, oldPassword: string): string | undefined {
  if (newPassword.length < PASSWORD_MIN_LENGTH || newPassword.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_TEXT;
  if (!/[A-Za-z]/.test(newPassword) || !/[0-9]/.test(newPassword)) return PASSWORD_RULE_TEXT;
  if (/\s/.test(newPassword)) return 'รหัสผ่านใหม่ต้องไม่มีช่องว่าง';
  if (newPassword === oldPassword) return 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม';
  return undefined;
}
