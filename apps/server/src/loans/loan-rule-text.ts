import { duration, timesText as times } from '@coop/contract';
import { formatBaht, formatThaiDate } from '@coop/thai-format';
import type { Satang } from './loan-arithmetic';

/** Satang in a Thai sentence: "350,000 บาท", "0.10 บาท". */
const bahtOf = (satang: Satang): string => `${formatBaht(satang / 100)} บาท`;
const date = (iso: string) => formatThaiDate(iso, 'long');

/** The product's own largest amount and term, the first check; the rules' own sentences are the contract's (LOAN_RULE_TEXT). */
export const productLimitText = (maxAmount: Satang, maxInstallments: number) => `วงเงินสูงสุด ${bahtOf(maxAmount)} ผ่อนได้ไม่เกิน ${maxInstallments} งวด`;

/** The member's own figures against a rule, and what would change a refusal. */
export const FINDING_TEXT = {
  binding: (largest: Satang, reason: string) => `สูงสุด ${bahtOf(largest)}: ${reason}`,
  reduceTo: (cap: Satang) => `ลดยอดกู้เหลือไม่เกิน ${bahtOf(cap)}`,
  capIs: (cap: Satang, reason: string) => `กู้ได้ไม่เกิน ${bahtOf(cap)} (${reason})`,
  overCap: (amount: Satang, cap: Satang, reason: string) => `ยอดกู้ ${bahtOf(amount)} เกิน ${bahtOf(cap)} (${reason})`,
  membershipOf: (months: number) => `ท่านเป็นสมาชิกมาแล้ว ${duration(months)}`,
  applyFrom: (iso: string) => `ยื่นกู้ได้ตั้งแต่วันที่ ${date(iso)}`,
  noMemberDate: 'ไม่พบวันที่เป็นสมาชิกในข้อมูลของสหกรณ์',
  noBirthDate: 'ไม่พบวันเกิดในข้อมูลของสหกรณ์',
  askTheCooperative: 'กรุณาติดต่อสหกรณ์เพื่อแก้ไขข้อมูล',
  salaryTimes: (multiple: number, salary: Satang) => `${times(multiple)}ของเงินเดือน ${bahtOf(salary)}`,
  noTierYet: (years: number, months: number) => `เป็นสมาชิก ${duration(months)} ยังไม่ถึง ${years} ปีที่กำหนด`,
  tierFrom: (iso: string) => `กู้ได้เมื่อเป็นสมาชิกครบกำหนด ตั้งแต่วันที่ ${date(iso)}`,
  noSalary: 'ไม่พบเงินเดือนในข้อมูลของสหกรณ์',
  savings: (sharePercent: number, shares: Satang, depositPercent: number, deposits: Satang) =>
    [sharePercent > 0 ? `ร้อยละ ${sharePercent} ของหุ้น ${bahtOf(shares)}` : '', depositPercent > 0 ? `ร้อยละ ${depositPercent} ของเงินฝาก ${bahtOf(deposits)}` : '']
      .filter(Boolean)
      .join(' รวมกับ'),
  saveMore: 'ซื้อหุ้นหรือฝากเงินเพิ่ม',
  sharesCover: (shares: Satang, percent: number) => `หุ้น ${bahtOf(shares)} เป็นร้อยละ ${percent} ของยอดกู้`,
  buyShares: (more: Satang, cap: Satang) => `ซื้อหุ้นเพิ่มอีก ${bahtOf(more)} หรือลดยอดกู้เหลือไม่เกิน ${bahtOf(cap)}`,
  retiresOn: (iso: string, installments: number) => `ท่านเกษียณวันที่ ${date(iso)}: ผ่อนได้ไม่เกิน ${installments} งวด`,
  retiredBeforeFirst: (iso: string) => `ท่านเกษียณวันที่ ${date(iso)} ก่อนถึงงวดแรก`,
  fewerInstallments: (installments: number) => `ลดจำนวนงวดเหลือไม่เกิน ${installments} งวด`,
  noInstallmentBeforeRetirement: 'เงินกู้ประเภทนี้ต้องผ่อนให้จบก่อนเกษียณ กรุณาสอบถามเงินกู้ประเภทอื่นกับสหกรณ์',
  salaryLeftCap: (installments: number, floor: Satang) => `ผ่อน ${installments} งวดแล้วเงินเดือนเหลือไม่น้อยกว่า ${bahtOf(floor)}`,
  noInstallment: 'ไม่มีงวดผ่อนก่อนเกษียณ จึงไม่ได้คำนวณเงินเดือนคงเหลือ',
  salaryLeftIs: (least: Satang, floor: Satang) => `เงินเดือนเหลือน้อยที่สุด ${bahtOf(least)} ต่อเดือน (ต้องไม่น้อยกว่า ${bahtOf(floor)})`,
  salaryTooLow: (left: Satang, floor: Satang) => `หักรายการอื่นแล้วเงินเดือนเหลือ ${bahtOf(left)} ไม่พอผ่อนงวดใหม่ (ต้องเหลือไม่น้อยกว่า ${bahtOf(floor)})`,
  lowerDeductions: (by: Satang) => `ลดรายการหักรายเดือนลงให้ได้มากกว่า ${bahtOf(by)}`,
  longerOrLess: (cap: Satang, installments: number) => `ลดยอดกู้เหลือไม่เกิน ${bahtOf(cap)} ที่ ${installments} งวด หรือเพิ่มจำนวนงวด`,
  noLoanOfType: 'ไม่มีสัญญาประเภทนี้ที่ยังผ่อนอยู่',
  paidSoFar: (contracts: { contractNo: string; paid: number }[]) => contracts.map((c) => `สัญญา ${c.contractNo} ผ่อนมาแล้ว ${c.paid} งวด`).join(', '),
  payMore: (contractNo: string, more: number) => `ผ่อนสัญญา ${contractNo} อีก ${more} งวด จึงยื่นกู้ได้`,
  nothingToPayOff: 'ไม่มีสัญญาที่ต้องหักกลบ',
  paysOff: (count: number, total: Satang) => `หักกลบ ${count} สัญญา รวม ${bahtOf(total)} (เงินต้นและดอกเบี้ยถึงวันจ่ายเงินกู้)`,
  payoffOverLargest: (total: Satang, largest: Satang) => `ยอดหักกลบ ${bahtOf(total)} มากกว่าวงเงินที่กู้ได้ ${bahtOf(largest)}`,
  payoffOverAmount: (total: Satang) => `ยอดกู้ต้องไม่น้อยกว่ายอดหักกลบ ${bahtOf(total)}`,
  guarantorsFor: (amount: Satang, count: number) => (count === 0 ? `ยอดกู้ ${bahtOf(amount)} ไม่ต้องมีผู้ค้ำประกัน` : `ยอดกู้ ${bahtOf(amount)} ต้องมีผู้ค้ำประกัน ${count} คน`),
  pledgeCovers: (amount: Satang, pledged: Satang) => `ยอดกู้ ${bahtOf(amount)}: ${bahtOf(pledged)} ที่ค้ำด้วยเงินออมของท่านพอ ไม่ต้องมีผู้ค้ำประกัน`,
  canGuarantee: (more: number, count: number, max: number, total: Satang) =>
    count === 0
      ? `ท่านค้ำประกันเงินกู้ประเภทนี้ให้สมาชิกอื่นได้ ${more} สัญญา`
      : `ท่านค้ำประกันเงินกู้ประเภทนี้ให้สมาชิกอื่นได้อีก ${more} สัญญา (ค้ำอยู่ ${count} จาก ${max} สัญญา รวม ${bahtOf(total)})`,
  guaranteeRoom: (room: Satang) => ` ยอดค้ำรวมได้อีก ${bahtOf(room)}`,
  guaranteesFull: (count: number) => `ท่านค้ำประกันครบ ${count} สัญญาแล้ว จึงค้ำเพิ่มไม่ได้จนกว่าสัญญาที่ค้ำจะปิด`,
  guaranteeTotalFull: (total: Satang, limit: Satang) => `ยอดค้ำประกันรวม ${bahtOf(total)} เต็มวงเงิน ${bahtOf(limit)} แล้ว`,
  guarantorTooNew: (months: number) => `ท่านเป็นสมาชิก ${duration(months)} ยังค้ำประกันประเภทนี้ไม่ได้`,
  eachGuarantor: 'ผู้ค้ำประกันแต่ละคนต้องผ่านเกณฑ์นี้ ระบบตรวจให้เมื่อยื่นคำขอ',
  productLimitOk: (amount: Satang | null) => (amount === null ? 'ตามประเภทเงินกู้' : `ยอดกู้ ${bahtOf(amount)} อยู่ในวงเงินของประเภทนี้`),
  productCap: (name: string) => `วงเงินสูงสุดของ${name}`,
} as const;

/** Why a quote is refused before any rule is judged. */
export const QUOTE_REFUSAL = {
  noProduct: 'ไม่พบประเภทเงินกู้นี้ หรือสหกรณ์งดให้กู้ประเภทนี้แล้ว',
  overAmount: (name: string, max: Satang) => `${name}กู้ได้ไม่เกิน ${bahtOf(max)} กรุณาระบุยอดกู้ใหม่`,
  overInstallments: (name: string, max: number) => `${name}ผ่อนได้ไม่เกิน ${max} งวด กรุณาระบุจำนวนงวดใหม่`,
  noMember: 'ไม่พบข้อมูลสมาชิกของท่าน กรุณาติดต่อสหกรณ์',
} as const;
