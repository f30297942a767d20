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

const phonesText = (letter: DeliveryLetter) => (letter.contact_phones.length ? ` โทร. ${letter.contact_phones.join(', ')}` : '');

/** The body's sentence on paying: by when, and into which account or by which QR; else whom to ask. */
function howToPay(letter: DeliveryLetter): string {
  const by = `หน่วยงานจะชำระเงินจำนวนดังกล่าวภายในวันที่ ${formatThaiDate(letter.pay_by, 'long')}`;
  const account = letter.bank_account;
  const qr = `สแกน QR พร้อมเพย์ท้ายหนังสือนี้ด้วยแอปธนาคาร (Ref.1 ${letter.ref1} Ref.2 ${letter.ref2})`;
  if (account) {
    const transfer = `โดยโอนเข้าบัญชี${account.bank_name} เลขที่บัญชี ${account.account_no} ชื่อบัญชี ${account.account_name}`;
    return `${by} ${transfer}${letter.qr_payload ? ` หรือ${qr}` : ''}`;
  }
  if (letter.qr_payload) return `${by} โดย${qr}`;
  return `${by} ตามวิธีที่สหกรณ์กำหนด สอบถามวิธีชำระเงินได้ที่${letter.coop_name}${phonesText(letter)}`;
}

/** Beside the signature: the QR with its references, or the account, or whom to ask how to pay. */
function paymentBlock(letter: DeliveryLetter): Content[] {
  const small = (text: string, bold = false, margin?: [number, number, number, number]): Content => ({ text: th(text), fontSize: 10, bold, ...(margin ? { margin } : {}) });
  if (letter.qr_payload) {
    return [
      { qr: letter.qr_payload, fit: 120, eccLevel: 'M' },
      small('ชำระด้วย QR พร้อมเพย์', true, [0, 4, 0, 0]),
      small(`Ref.1 ${letter.ref1}  Ref.2 ${letter.ref2}`),
    ];
  }
  const account = letter.bank_account;
  if (account) {
    return [small('โอนเงินเข้าบัญชี', true), small(account.bank_name), small(`เลขที่บัญชี ${account.account_no}`), small(`ชื่อบัญชี ${account.account_name}`)];
  }
  return [small('สอบถามวิธีชำระเงิน', true), small(`${letter.coop_name}${phonesText(letter)}`)];
}

/**
 * The หนังสือนำส่ง as a Thai official letter: reference and date, subject, addressee, reference and enclosure,
 * the body with the month, member count and total in figures and words, how and by when to pay, the signature
 * block for the unit's clerk and beside it the bill-payment QR that pays exactly this bill, the account, or whom to ask.
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
  // how to pay sits beside the signature, so the letter stays on one page
  const payment: Column = { width: 190, stack: paymentBlock(letter) };
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
        text: th(`${howToPay(letter)} หากรายการใดไม่ถูกต้อง ขอได้โปรดแจ้งตัวแทนหน่วยเพื่อแก้ไขต่อไป`),
        margin: [0, 8, 0, 0],
        leadingIndent: INDENT,
      },
      { text: 'จึงเรียนมาเพื่อโปรดทราบ', margin: [INDENT, 8, 0, 0] },
      { columns: [payment, signature], margin: [0, 20, 0, 0], unbreakable: true },
      { text: th(`โทร. ${site.phones.join(', ')}`), fontSize: 10, color: '#4b5563', margin: [0, 24, 0, 0] },
    ],
  };
}
