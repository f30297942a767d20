import { WORKBOOK_LIMITS } from './workbook-limits';

const MB = (bytes: number) => bytes / (1024 * 1024);

/** The Thai reasons a row or a file is refused, shown to staff in the CLI and later in the console. */
export const MSG = {
  required: 'ต้องมีค่า',
  notInteger: 'ต้องเป็นจำนวนเต็ม',
  integerRange: 'ตัวเลขเกินช่วงที่รับได้',
  notAmount: 'ต้องเป็นจำนวนเงิน เช่น 1,234.50',
  tooManyDecimals: (places: number) => `ทศนิยมได้ไม่เกิน ${places} ตำแหน่ง`,
  amountTooLarge: 'จำนวนเกินกว่าที่รับได้',
  notDate: 'วันที่ไม่ถูกต้อง (ใช้ วว/ดด/ปปปป หรือ ปปปป-ดด-วว)',
  looksBuddhist: (year: number) => `ปี ${year} ดูเป็นปี พ.ศ. แต่ไฟล์ระบุเป็น ค.ศ. (ใช้ --calendar buddhist หรือหัวคอลัมน์ลงท้าย _be)`,
  looksGregorian: (year: number) => `ปี ${year} ดูเป็นปี ค.ศ. แต่ไฟล์ระบุเป็น พ.ศ.`,
  yearRange: 'ปีไม่อยู่ในช่วงที่รับได้',
  notMonth: 'เดือนต้องเป็น 1 ถึง 12',
  notBoolean: 'ต้องเป็น 1 หรือ 0 (ใช่/ไม่ใช่)',
  notSign: 'ต้องเป็น 1, 0 หรือ -1',
  notSex: 'ต้องเป็น M หรือ F (ชาย/หญิง)',
  notMembershipNo: 'เลขทะเบียนสมาชิกต้องเป็นตัวเลขไม่เกิน 7 หลัก',
  notNationalId: 'เลขประจำตัวประชาชนไม่ถูกต้อง (13 หลัก และหลักสุดท้ายต้องตรงตามสูตร)',
  notBalanceKind: 'ประเภทรายการต้องเป็น หุ้น, เงินฝาก, เงินกู้, ค้ำประกันให้ผู้อื่น หรือ ผู้ค้ำประกันให้ (share, deposit, loan, guarantee_given, guarantee_received)',
  notHeirs: 'ผู้รับผลประโยชน์ต้องเขียนเป็น ชื่อ:ความสัมพันธ์ คั่นด้วย ;',
  tooLong: (max: number) => `ยาวเกิน ${max} ตัวอักษร`,
  missingColumn: (name: string) => `ไม่มีคอลัมน์ ${name} ในแถวหัวตาราง`,
  unknownColumn: (name: string) => `ไม่รู้จักคอลัมน์ ${name}`,
  repeatedColumn: (name: string) => `คอลัมน์ ${name} ซ้ำ`,
  columnCount: (found: number, expected: number) => `มี ${found} ช่อง แต่หัวตารางมี ${expected} คอลัมน์`,
  emptyFile: 'ไฟล์ว่าง ไม่มีแถวหัวตาราง',
  /** Put around the first line's number by the database's duplicate check. */
  duplicateBefore: 'ซ้ำกับบรรทัดที่ ',
  duplicateAfter: ' ในไฟล์เดียวกัน',
  /** Put before the dataset's noun and the value by the database's reference check. */
  notFound: 'ไม่พบ',
  selfParent: 'หน่วยงานเป็นหน่วยงานแม่ของตัวเองไม่ได้',
  notUtf8: 'ไฟล์ไม่ใช่ UTF-8 ที่ถูกต้อง (ถ้าเป็น TIS-620 ให้ระบุ --encoding tis-620)',
  badCsv: (reason: string) => `อ่านไฟล์ CSV ไม่ได้: ${reason}`,
  formula: 'มีสูตรคำนวณ: ให้คัดลอกแล้ววางเป็นค่า (Paste Values) ก่อนนำเข้า',
  merged: 'มีการผสานเซลล์ (Merge Cells): ให้ยกเลิกการผสานเซลล์ก่อนนำเข้า',
  badXlsx: 'อ่านไฟล์ Excel ไม่ได้ (ต้องเป็น .xlsx)',
  noSheet: 'ไฟล์ Excel ไม่มีแผ่นงาน',
  sheetTooWide: (columns: number) =>
    `แผ่นงานแรกมีเซลล์หรือช่วงข้อมูลเกิน ${columns} คอลัมน์ของชุดข้อมูลนี้: ให้ลบคอลัมน์และเซลล์ที่อยู่นอกตาราง (รวมเซลล์ว่างที่จัดรูปแบบไว้) แล้วบันทึกใหม่`,
  tooManyCells: (cells: number) => `ไฟล์ Excel มีเซลล์เกิน ${cells.toLocaleString('en-US')} เซลล์: ให้บันทึกเป็น CSV แล้วนำเข้า`,
  workbookTooLarge: `ไฟล์ Excel ใหญ่เกินกว่าที่อ่านได้ (เกิน ${MB(WORKBOOK_LIMITS.fileBytes)} MB หรือเมื่อขยายแล้วเกิน ${MB(WORKBOOK_LIMITS.inflatedBytes)} MB): ให้บันทึกเป็น CSV แล้วนำเข้า`,
  controlCharacter: 'มีอักขระควบคุมหรืออักขระที่ไม่สมบูรณ์ (เช่น NUL) ซึ่งมองไม่เห็น: ให้ลบออกแล้วนำเข้าใหม่',
  fileTooLarge: (mb: number) => `ไฟล์มีขนาดเกิน ${mb} MB: ไม่ได้อ่านส่วนที่เกิน และไม่ได้นำเข้าข้อมูลใด`,
} as const;
