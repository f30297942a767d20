import type { SiteConfig } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DeliveryLetter } from './delivery-letter';
import { DOCUMENT_FONT } from '../../documents/pdf-renderer';
import { breakThaiWords as th } from '../../documents/thai-words';

const INDENT = 56;

/** One "label  text" line of the letter's head (เรื่อง, เรียน, อ้างถึง, สิ่งที่ส่งมาด้วย). */
const headLine = (label: string, text: string): Content => ({
  columns: [
    { text: label, width: 84 },
    { text: th(text), width: '*' },
  ],
  margin: [0, 2, 0, 2],
});

/**
 * The หนังสือนำส่ง as a Thai official letter: reference and date, subject, addressee, reference and enclosure,
 * the body with the month, member count and total in figures and words, how and by when to pay, the signature
 * block for the unit's clerk and, where configured, the bill-payment QR that pays exactly this bill.
 */
export function deliveryLetterDocumentDefinition(letter: DeliveryLetter, site: SiteConfig): TDocumentDefinitions {
  const month = thaiMonthYear(letter.year, letter.month);
  const amount = `${formatMoney(letter.amount)} บาท (${letter.amount_text})`;
  const signature: Column = {
    stack: [
      { text: 'ขอแสดงความนับถือ' },
      { text: '\n\n(..................................................)' },
      { text: 'ตำแหน่ง ..................................................' },
      { text: 'ตัวแทนหน่วย' },
    ],
    alignment: 'center',
    width: '*',
  };
  // the QR sits beside the signature, so the letter stays on one page
  const payment: Column = letter.qr_payload
    ? {
        width: 190,
        stack: [
          { qr: letter.qr_payload, fit: 120, eccLevel: 'M' },
          { text: 'ชำระด้วย QR พร้อมเพย์', bold: true, fontSize: 10, margin: [0, 4, 0, 0] },
          { text: `Ref.1 ${letter.member_group_no}  Ref.2 ${letter.reference.split('/')[1] ?? ''}`, fontSize: 10 },
        ],
      }
    : { width: 190, text: '' };
  return {
    info: { title: `หนังสือนำส่ง ${letter.member_group_no} ${month}`, author: letter.member_group_name },
    pageSize: 'A4',
    pageMargins: [72, 56, 56, 48],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 12, lineHeight: 1.15 },
    content: [
      {
        columns: [
          { text: `ที่ ${letter.reference}`, width: '*' },
          { text: th(letter.member_group_name), width: 280, alignment: 'right' },
        ],
      },
      { text: formatThaiDate(letter.letter_date, 'long'), margin: [260, 12, 0, 12] },
      headLine('เรื่อง', `นำส่งเงินค่าหุ้นและเงินชำระหนี้ของสมาชิก ประจำเดือน ${month}`),
      headLine('เรียน', `ผู้จัดการ${site.coop_name_th}`),
      headLine('อ้างถึง', `ใบแจ้งหนี้ (งบหน้าเรียกเก็บ) ประจำเดือน ${month}`),
      headLine('สิ่งที่ส่งมาด้วย', `งบหน้าเรียกเก็บและสรุปยอดเรียกเก็บ ประจำเดือน ${month} จำนวน 1 ชุด`),
      {
        text: th(
          `ตามที่${site.coop_name_th}ได้แจ้งยอดเรียกเก็บเงินค่าหุ้นและเงินชำระหนี้ของสมาชิกในสังกัด${letter.member_group_name} ` +
            `ประจำเดือน ${month} นั้น หน่วยงานได้หักเงินได้รายเดือนของสมาชิก จำนวน ${formatNumber(letter.member_count, 0)} ราย ` +
            `เป็นเงินทั้งสิ้น ${amount} และขอนำส่งเงินจำนวนดังกล่าวพร้อมเอกสารตามที่ส่งมาด้วย`,
        ),
        margin: [0, 14, 0, 0],
        leadingIndent: INDENT,
      },
      {
        text: th(
          `หน่วยงานจะชำระเงินเข้าบัญชีของสหกรณ์ภายในวันที่ ${formatThaiDate(letter.pay_by, 'long')} ` +
            'หากรายการใดไม่ถูกต้อง ขอได้โปรดแจ้งตัวแทนหน่วยเพื่อแก้ไขต่อไป',
        ),
        margin: [0, 8, 0, 0],
        leadingIndent: INDENT,
      },
      { text: 'จึงเรียนมาเพื่อโปรดทราบ', margin: [INDENT, 8, 0, 0] },
      { columns: [payment, signature], margin: [0, 20, 0, 0], unbreakable: true },
      { text: th(`โทร. ${site.phones.join(', ')}`), fontSize: 10, color: '#4b5563', margin: [0, 24, 0, 0] },
    ],
  };
}
