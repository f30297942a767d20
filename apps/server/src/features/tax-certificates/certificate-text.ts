import { buddhistYear } from '@coop/thai-format';

/** The Thai answers of the tax-year certificates (decision 080). */
export const CERTIFICATE_TEXT = {
  yearNotEnded: (year: number) => `ปีภาษี ${buddhistYear(year)} ยังไม่สิ้นสุด หนังสือรับรองออกได้เมื่อสิ้นปี กรุณาเลือกปีที่ผ่านมาแล้ว`,
  noHousingInterest: (year: number) =>
    `ไม่พบดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัยที่ท่านชำระในปี ${buddhistYear(year)} หากท่านมีเงินกู้เพื่อที่อยู่อาศัย กรุณาติดต่อสหกรณ์`,
  saved: 'บันทึกประเภทเงินกู้เพื่อที่อยู่อาศัยแล้ว',
  unknownType: 'มีรหัสประเภทเงินกู้ที่ไม่มีในสัญญาของสมาชิก กรุณาโหลดหน้าใหม่แล้วเลือกอีกครั้ง',
} as const;
