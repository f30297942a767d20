export const WELFARE_TEXT = {
  title: 'สวัสดิการสมาชิก',
  loading: 'กำลังโหลดข้อมูลสวัสดิการ...',
  failed: 'ไม่สามารถแสดงข้อมูลสวัสดิการได้',
  tabs: 'ประเภทข้อมูลสวัสดิการ',
  received: 'สวัสดิการที่ได้รับ',
  claimable: 'สวัสดิการที่ยื่นขอได้',
  noneReceived: 'ท่านยังไม่เคยได้รับสวัสดิการจากสหกรณ์',
  noneClaimable: 'ขณะนี้ไม่มีสวัสดิการที่ท่านยื่นขอได้',
  claimHint: 'ยื่นขอรับสวัสดิการได้ที่สหกรณ์ พร้อมเอกสารประกอบ',
  totalReceived: 'รวมสวัสดิการที่ได้รับ',
  date: 'วันที่ได้รับ',
  name: 'สวัสดิการ',
  amount: 'จำนวนเงิน',
  status: 'สถานะ',
  note: 'หมายเหตุ',
  upTo: 'จำนวนเงิน',
  onceOnly: 'ขอรับได้ครั้งเดียว',
  relatedTitle: 'ความคุ้มครองอื่นของท่าน',
  kepcremLink: 'ฌาปนกิจสงเคราะห์',
  kepcremHint: 'สมาคมที่ท่านเป็นสมาชิก และผู้รับเงินสงเคราะห์',
  insuranceLink: 'ประกันภัย',
  insuranceHint: 'กรมธรรม์ที่ท่านทำผ่านสหกรณ์ และทุนประกัน',
} as const;

/** The tab keys, kept in the URL as `?tab=` (spec 2.4: the welfare feed holds the current tab key). */
export const WELFARE_TABS = ['received', 'claimable'] as const;
export type WelfareTab = (typeof WELFARE_TABS)[number];
