/** The Thai of the one-time code sent by SMS (issue 25): the member reads the masked number it went to. */
export const SMS_CODE_TEXT = {
  codeSent: (maskedNumber: string) => `ส่งรหัสยืนยัน 6 หลักทาง SMS ไปที่หมายเลข ${maskedNumber} แล้ว กรุณากรอกรหัสภายใน 5 นาที`,
  codeNotSent: 'ส่งรหัสยืนยันทาง SMS ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง หรือติดต่อสหกรณ์',
  wrongCode: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว กรุณาตรวจสอบ SMS หรือกดส่งอีกครั้งเพื่อขอรหัสใหม่',
  tooManyCodes: (minutes: number) => `ขอรหัสยืนยันทาง SMS หลายครั้งเกินกำหนด กรุณาลองใหม่ในอีก ${minutes} นาที`,
  /** The SMS itself: one part of Thai (70 characters), no link, and the warning a member should read every time. */
  sms: (code: string) => `รหัสยืนยันตัวตน ${code} ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้ใด`,
} as const;
