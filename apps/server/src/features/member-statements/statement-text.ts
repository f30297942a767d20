import { STATEMENT_MAX_YEARS } from '@coop/contract';

/** The Thai answers of the statement files (decision 079). */
export const STATEMENT_TEXT = {
  badDate: (field: string) => `${field}ไม่ถูกต้อง กรุณาระบุวันที่ในรูปแบบ วัน/เดือน/ปี พ.ศ. เช่น 31/03/2568`,
  gregorianYear: (field: string) => `${field}ต้องเป็นปีพุทธศักราช (พ.ศ.) เช่น 2568 ไม่ใช่ปีคริสต์ศักราช`,
  endBeforeStart: 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น',
  future: 'วันที่สิ้นสุดต้องไม่เกินวันนี้',
  tooLong: `ช่วงวันที่ยาวเกิน ${STATEMENT_MAX_YEARS} ปี กรุณาแบ่งขอเป็นช่วงละไม่เกิน ${STATEMENT_MAX_YEARS} ปี`,
  needAccount: 'กรุณาระบุเลขที่สัญญาหรือเลขที่บัญชี',
  shareNoAccount: 'รายการทุนเรือนหุ้นไม่ต้องระบุเลขที่บัญชี',
  notFound: 'ไม่พบบัญชีหรือสัญญานี้ของท่าน',
  noLines: 'ไม่มีรายการเคลื่อนไหวในช่วงวันที่ที่เลือก กรุณาเลือกช่วงวันที่อื่น',
  from: 'วันที่เริ่มต้น',
  to: 'วันที่สิ้นสุด',
} as const;
