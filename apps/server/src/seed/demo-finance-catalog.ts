/** The fictitious cooperative's products, as its core banking system would name them. */
export const LOAN_TYPES = [
  { code: 'EM', name: 'เงินกู้เพื่อเหตุฉุกเฉิน', min: 5_000, max: 50_000, periods: [6, 12], rate: 6.5, method: 'equal_principal' },
  { code: 'OR', name: 'เงินกู้สามัญ', min: 50_000, max: 1_200_000, periods: [60, 150], rate: 6.25, method: 'equal_installment' },
  { code: 'SP', name: 'เงินกู้พิเศษเพื่อที่อยู่อาศัย', min: 500_000, max: 2_500_000, periods: [180, 240], rate: 5.75, method: 'equal_installment' },
] as const;

export const LOAN_OBJECTIVES = {
  EM: ['ค่ารักษาพยาบาล', 'ค่าเล่าเรียนบุตร', 'ซ่อมแซมบ้าน', 'ใช้จ่ายในครอบครัว'],
  OR: ['ชำระหนี้สถาบันการเงินอื่น', 'ซื้อยานพาหนะ', 'ค่าเล่าเรียนบุตร', 'ปรับปรุงที่อยู่อาศัย', 'ประกอบอาชีพเสริม'],
  SP: ['ซื้อที่ดินพร้อมสิ่งปลูกสร้าง', 'ปลูกสร้างบ้าน', 'ไถ่ถอนจำนองที่อยู่อาศัย'],
} as const;

export const DEPOSIT_TYPES = [
  { code: '01', name: 'เงินฝากออมทรัพย์', rate: 1.5 },
  { code: '02', name: 'เงินฝากออมทรัพย์พิเศษ', rate: 3.0 },
] as const;
export const ATM_DEPOSIT = { code: '03', name: 'เงินฝากออมทรัพย์ (เอทีเอ็ม)', rate: 0.75 } as const;

export const BANKS = ['ธนาคารกรุงไทย', 'ธนาคารทหารไทยธนชาต', 'ธนาคารออมสิน', 'ธนาคารกรุงเทพ'] as const;

export const CREMATION_ASSOCIATIONS = [
  { name: 'สมาคมฌาปนกิจสงเคราะห์สมาชิกสหกรณ์ออมทรัพย์กองทัพภาคที่ 5', short: 'สส.ทภ.5', perDeath: 20 },
  { name: 'สมาคมฌาปนกิจสงเคราะห์สหกรณ์ออมทรัพย์ไทย', short: 'สส.ชสอ.', perDeath: 10 },
] as const;

export const RELATIONSHIPS = ['คู่สมรส', 'บุตร', 'บิดา', 'มารดา', 'พี่น้อง'] as const;

export const WELFARE_TYPES = [
  { code: 'W01', name: 'ทุนการศึกษาบุตร', description: 'บุตรกำลังศึกษา ผลการเรียนตั้งแต่ 2.50 ขึ้นไป ยื่นขอได้ปีละครั้ง', amount: 2_000, once_only: false },
  { code: 'W02', name: 'สวัสดิการรับขวัญบุตรแรกเกิด', description: 'สมาชิกหรือคู่สมรสคลอดบุตร ยื่นภายใน 90 วันนับจากวันคลอด', amount: 2_000, once_only: false },
  { code: 'W03', name: 'สวัสดิการสมาชิกสมรส', description: 'จดทะเบียนสมรสหลังเป็นสมาชิก ขอรับได้ครั้งเดียว', amount: 3_000, once_only: true },
  { code: 'W04', name: 'สวัสดิการค่ารักษาพยาบาลกรณีนอนโรงพยาบาล', description: 'คืนละ 500 บาท ไม่เกินปีละ 10 คืน', amount: 500, once_only: false },
  { code: 'W05', name: 'สวัสดิการเกษียณอายุราชการ', description: 'เป็นสมาชิกต่อเนื่องไม่น้อยกว่า 10 ปี ขอรับได้ครั้งเดียว', amount: 10_000, once_only: true },
  { code: 'W06', name: 'สวัสดิการผู้ประสบภัยพิบัติ', description: 'ที่อยู่อาศัยเสียหายจากอัคคีภัยหรือภัยธรรมชาติ', amount: 5_000, once_only: false },
] as const;

export const INSURERS = ['บริษัท ประกันชีวิตสหมิตร จำกัด', 'บริษัท ประกันภัยไทยสามัคคี จำกัด'] as const;

/** Dividend and patronage refund rates of the closed accounting years (percent). */
export const DIVIDEND_RATES = [
  { offset: 5, dividend: 5.75, refund: 12.0 },
  { offset: 4, dividend: 6.0, refund: 12.5 },
  { offset: 3, dividend: 6.25, refund: 13.0 },
  { offset: 2, dividend: 6.0, refund: 12.0 },
  { offset: 1, dividend: 6.1, refund: 12.25 },
] as const;
