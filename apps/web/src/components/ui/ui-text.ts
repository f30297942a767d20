import { buddhistYear } from '@coop/thai-format';

/** Thai text of the shared data components (tables, pager, date range, charts). */
export const UI_TEXT = {
  retry: 'ลองใหม่อีกครั้ง',
  /** The app's question before an action that cannot be taken back (never the browser's confirm()). */
  confirm: { title: 'โปรดยืนยัน', confirm: 'ยืนยัน', cancel: 'ยกเลิก' },
  /** A secret shown once (an authenticator key, recovery codes, a generated password). */
  secret: {
    copy: (what: string) => `คัดลอก${what}`,
    copied: 'คัดลอกแล้ว',
    copyFailed: 'คัดลอกไม่ได้ กรุณาเลือกข้อความแล้วคัดลอกเอง',
    print: (what: string) => `พิมพ์${what}`,
  },
  /** Under a page staff wrote. */
  sitePageStamp: (version: number, updated: string) => `ฉบับที่ ${version} ปรับปรุงล่าสุด ${updated}`,
  baht: 'บาท',
  pager: {
    label: 'เลือกหน้ารายการ',
    first: 'หน้าแรก',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    last: 'หน้าสุดท้าย',
    page: (page: string, pages: string) => `หน้า ${page} จาก ${pages}`,
    total: (total: string) => `ทั้งหมด ${total} รายการ`,
  },
  range: {
    title: 'ช่วงวันที่ของรายการ',
    quick: { '3m': '3 เดือน', '6m': '6 เดือน', '1y': '1 ปี', all: 'ทั้งหมด' },
    custom: 'เลือกวันที่เอง',
    from: 'ตั้งแต่วันที่',
    to: 'ถึงวันที่',
    day: 'วันที่',
    month: 'เดือน',
    year: 'ปี พ.ศ.',
    apply: 'แสดงรายการ',
    showing: 'แสดงรายการ',
    allDates: 'ทุกวันที่',
    since: (from: string) => `ตั้งแต่ ${from} ถึงปัจจุบัน`,
    until: (to: string) => `ถึง ${to}`,
    between: (from: string, to: string) => `ตั้งแต่ ${from} ถึง ${to}`,
    fromAfterTo: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
  },
  /** A new password and its confirmation (password change, registration, forgotten password). */
  password: {
    needNewPassword: 'กรุณากรอกรหัสผ่านใหม่',
    needConfirm: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    mismatch: 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน',
    strength: 'ความแข็งแรงของรหัสผ่าน',
    strengthLoading: 'กำลังเตรียมตัววัดความแข็งแรงของรหัสผ่าน...',
    usableAt: (level: string) => `ใช้ได้ (ระดับ${level})`,
    notUsable: 'ยังใช้ไม่ได้',
    example: 'ตัวอย่างรหัสผ่านที่ใช้ได้:',
    matches: 'รหัสผ่านทั้งสองช่องตรงกัน',
    noMatchYet: 'ยังไม่ตรงกับรหัสผ่านที่ตั้ง',
  },
  /** The buttons beside each row of a list staff keep in order (menu, marquee, election). */
  rowActions: {
    up: 'เลื่อนขึ้น',
    down: 'เลื่อนลง',
    edit: 'แก้ไข',
    remove: 'ลบ',
    confirmRemove: (name: string) => `ต้องการลบ “${name}” ใช่หรือไม่ การลบไม่สามารถย้อนกลับได้`,
  },
  /** The two buttons under every form of the staff console's lists. */
  consoleForm: {
    save: 'บันทึก',
    cancel: 'ยกเลิก',
  },
  dateField: {
    placeholder: 'วว/ดด/ปปปป',
    time: 'เวลา (น.)',
    hint: 'กรอกวัน/เดือน/ปี พ.ศ. เช่น 12/08/2528 หรือกดปุ่มเลือกวันที่',
    pick: 'เลือกวันที่',
    pickLegend: (label: string) => `เลือก${label}`,
    readback: (date: string) => `คือวันที่ ${date}`,
    problems: {
      incomplete: () => 'กรุณากรอกวันที่ให้ครบ เป็นวัน/เดือน/ปี พ.ศ. เช่น 12/08/2528',
      'gregorian-year': () => 'กรุณากรอกปีเป็นปี พ.ศ. เช่น 2528 (ไม่ใช่ ค.ศ.)',
      'no-such-date': () => 'ไม่มีวันที่นี้ในปฏิทิน กรุณาตรวจสอบวันและเดือนอีกครั้ง',
      'out-of-range': (minYear: number, maxYear: number) => `ปี พ.ศ. ต้องอยู่ระหว่าง ${buddhistYear(minYear)} ถึง ${buddhistYear(maxYear)}`,
    },
  },
  /** A button that fetches a file (a PDF, a workbook) and hands it to the browser. */
  download: {
    preparing: 'กำลังเตรียมไฟล์…',
    ready: (name: string) => `ไฟล์พร้อมแล้ว: ${name} ถูกบันทึกลงในเครื่องของท่าน (ดูได้ในรายการดาวน์โหลด)`,
    failed: 'ดาวน์โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  },
  statementFile: {
    title: 'ดาวน์โหลดรายการเคลื่อนไหว',
    hint: 'ไฟล์ของช่วงวันที่ที่เลือกไว้ด้านบน:',
    period: (from: string, to: string) => `${from} ถึง ${to}`,
    pdf: 'ดาวน์โหลด PDF',
    xlsx: 'ดาวน์โหลด Excel',
    document: 'รายการเคลื่อนไหว',
  },
  statement: {
    empty: 'ยังไม่มีรายการเคลื่อนไหว',
    emptyInRange: 'ไม่พบรายการในช่วงวันที่ที่เลือก',
    emptyPage: 'ไม่มีรายการในหน้านี้',
    updating: 'กำลังโหลดรายการ...',
  },
  collateral: {
    types: { guarantor: 'บุคคลค้ำประกัน', share: 'ทุนเรือนหุ้นค้ำประกัน', deposit: 'เงินฝากค้ำประกัน', property: 'หลักทรัพย์ค้ำประกัน' },
    amount: 'วงเงินค้ำประกัน',
  },
  /** Each name starts with the button's visible text, so voice control finds it by what is on screen. */
  textSize: {
    label: 'ขนาดตัวอักษร',
    smaller: 'ก- ลดขนาดตัวอักษร',
    normal: 'ก ขนาดตัวอักษรปกติ',
    larger: 'ก+ เพิ่มขนาดตัวอักษร',
  },
  chart: {
    showNumbers: 'ตัวเลขในแผนภูมิ',
    total: 'รวม',
  },
} as const;
