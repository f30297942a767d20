/** Thai text of the shared data components (tables, pager, date range, charts). */
export const UI_TEXT = {
  retry: 'ลองใหม่อีกครั้ง',
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
  chart: {
    showNumbers: 'ตัวเลขในแผนภูมิ',
    total: 'รวม',
  },
} as const;
