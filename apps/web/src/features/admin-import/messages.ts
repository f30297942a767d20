import type { ImportCalendar, ImportDatasetsResponse, ImportEncoding, ImportPhase } from '@coop/contract';

const mb = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('th-TH', { maximumFractionDigits: 1 });

/** The console's import page (issue 15 item 4), in Thai. */
export const ADMIN_IMPORT_TEXT = {
  title: 'นำเข้าข้อมูลจากระบบหลัก',
  subtitle: 'นำเข้าไฟล์ CSV หรือ Excel (.xlsx) จากระบบงานหลักของสหกรณ์ ทีละชุดข้อมูล ทั้งไฟล์หรือไม่นำเข้าเลย',
  formTitle: 'เลือกไฟล์',
  dataset: 'ชุดข้อมูล',
  columns: (names: string) => `คอลัมน์ในแถวหัวตาราง: ${names}`,
  file: 'ไฟล์ (CSV หรือ .xlsx)',
  /** Said before the upload starts: the cap comes from the server, smaller on the embedded database. */
  sizeCap: (maxBytes: number, database: ImportDatasetsResponse['database']) =>
    database === 'pglite'
      ? `ขนาดไม่เกิน ${mb(maxBytes)} MB เพราะพอร์ทัลใช้ฐานข้อมูลในตัว (PGlite) ซึ่งรับงานได้ทีละงาน ไฟล์ที่ใหญ่กว่านี้ให้แบ่งไฟล์ หรือหยุดพอร์ทัลแล้วนำเข้าด้วยคำสั่ง npm run import ที่เครื่องแม่ข่าย (หรือย้ายไปใช้ PostgreSQL)`
      : `ขนาดไม่เกิน ${mb(maxBytes)} MB ไฟล์ที่ใหญ่กว่านี้ให้นำเข้าด้วยคำสั่ง npm run import ที่เครื่องแม่ข่าย`,
  tooLarge: (maxBytes: number) => `ไฟล์นี้มีขนาดเกิน ${mb(maxBytes)} MB จึงไม่ได้ส่ง`,
  noFile: 'กรุณาเลือกไฟล์',
  encoding: 'การเข้ารหัสตัวอักษร (CSV)',
  encodings: { auto: 'ตรวจเอง (UTF-8 หรือ TIS-620)', 'utf-8': 'UTF-8', 'tis-620': 'TIS-620 / Windows-874' } satisfies Record<ImportEncoding, string>,
  calendar: 'ปีในคอลัมน์วันที่',
  calendars: { gregorian: 'ค.ศ.', buddhist: 'พ.ศ.' } satisfies Record<ImportCalendar, string>,
  calendarHint: 'หัวคอลัมน์ที่ลงท้าย _be (พ.ศ.) หรือ _ce (ค.ศ.) ใช้ตามหัวคอลัมน์เสมอ',
  submit: 'นำเข้าข้อมูล',
  loading: 'กำลังโหลด',
  failed: 'โหลดข้อมูลไม่สำเร็จ',
  // progress: the upload, then the run's job on the server
  uploading: 'กำลังส่งไฟล์ กรุณาอย่าปิดหน้านี้จนกว่าจะส่งเสร็จ',
  queued: 'ได้รับไฟล์แล้ว รอคิวนำเข้า',
  running: 'กำลังนำเข้า',
  afterUpload: 'ไฟล์อยู่ที่เครื่องแม่ข่ายแล้ว ปิดหน้านี้ได้ ผลการนำเข้าจะแสดงในประวัติการนำเข้า',
  elapsed: (time: string) => `ใช้เวลาแล้ว ${time}`,
  sent: (sent: string, total: string, percent: number) => `ส่งไฟล์แล้ว ${sent} จาก ${total} (${percent}%)`,
  allSent: 'ส่งไฟล์ครบแล้ว เครื่องแม่ข่ายกำลังเก็บไฟล์',
  phases: { reading: 'อ่านและตรวจทีละแถว', checking: 'ตรวจรหัสซ้ำและการอ้างอิงทั้งไฟล์', writing: 'บันทึกข้อมูล' } satisfies Record<ImportPhase, string>,
  serverProgress: (phase: string, rows: string) => `ขั้นตอน: ${phase} · อ่านแล้ว ${rows} แถว`,
  // result
  resultTitle: 'ผลการนำเข้า',
  imported: 'นำเข้าสำเร็จ',
  rejected: 'ไม่ได้นำเข้า: มีแถวที่ไม่ผ่านการตรวจ จึงไม่ได้บันทึกข้อมูลใดจากไฟล์นี้ แก้ไขไฟล์แล้วนำเข้าใหม่',
  failedRun: 'นำเข้าไม่สำเร็จ: เครื่องแม่ข่ายขัดข้อง จึงไม่ได้บันทึกข้อมูลใดจากไฟล์นี้ กรุณานำเข้าใหม่อีกครั้ง หากยังไม่สำเร็จให้แจ้งผู้ดูแลระบบ',
  rowsRead: 'อ่านแล้ว (แถว)',
  inserted: 'เพิ่มใหม่',
  updated: 'แก้ไข',
  unchanged: 'ไม่เปลี่ยนแปลง',
  deleted: 'ลบ',
  rejectedRows: 'แถวที่ไม่ผ่าน',
  fileLine: (name: string, size: string, seconds: string) => `${name} · ${size} · ${seconds} วินาที`,
  errorsTitle: 'แถวที่ไม่ผ่านการตรวจ',
  errorsShown: (shown: string, total: string) => `แสดง ${shown} รายการแรกจากทั้งหมด ${total} รายการ`,
  line: 'บรรทัด',
  column: 'คอลัมน์',
  reason: 'เหตุผล',
  wholeFile: 'ทั้งไฟล์',
  // history
  historyTitle: 'ประวัติการนำเข้า',
  noRuns: 'ยังไม่มีการนำเข้า',
  when: 'เวลา',
  who: 'ผู้นำเข้า',
  commandLine: (user: string) => `${user} (คำสั่ง)`,
  fileColumn: 'ไฟล์',
  rows: 'แถว',
  outcome: 'ผล',
  errorCount: 'ข้อผิดพลาด',
  outcomes: { imported: 'สำเร็จ', rejected: 'ไม่ผ่านการตรวจ', failed: 'ขัดข้อง' },
  changes: (inserted: string, updated: string, unchanged: string, deleted: string) => [`เพิ่ม ${inserted}`, `แก้ ${updated}`, `คงเดิม ${unchanged}`, `ลบ ${deleted}`],
  runningNow: 'กำลังนำเข้า',
  queuedNow: 'รอคิว',
} as const;
