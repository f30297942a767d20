import { BALANCE_KIND_NAMES, BALANCE_KINDS } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { ANSWER_WORDS } from './confirmation-text';
import type { AnsweredLine } from './letter-fingerprint';
import { DOCUMENT_FONT } from '../../documents/pdf-renderer';
import { verifiableFooter } from '../../documents/verifiable-parts';
import { breakThaiWords as th } from '../../documents/thai-words';

const INDENT = 56;
/** Whom the letter is addressed to while the campaign names no auditor. */
const ANY_AUDITOR = 'ผู้สอบบัญชีสหกรณ์';

export interface ConfirmationLetterPrint {
  coopName: string;
  auditorName: string;
  /** ISO date of the balances. */
  balanceDate: string;
  membershipNo: string;
  memberName: string;
  memberGroup: string;
  answeredAt: Date;
  /** Grouped: XXXX-XXXX-XXXX. */
  code: string;
  fingerprint: string;
  /** Where the QR code leads: the public check of this letter. */
  verifyUrl: string;
  lines: readonly AnsweredLine[];
}

function answerText(l: AnsweredLine): string {
  if (l.agreed) return ANSWER_WORDS.agreed;
  const claimed = l.claimed_amount === null ? '' : ` (ยอดที่ถูกต้อง ${formatMoney(l.claimed_amount)} บาท)`;
  return `${ANSWER_WORDS.disputed}: ${l.reason}${claimed}`;
}

/**
 * A guarantee's line names a person: the word breaker would split a surname it reads as two words (อุ่น|เรือน), so
 * such a line breaks only at its spaces, between the words of its text and the parts of the name.
 */
function lineDescription(l: AnsweredLine): string {
  if (l.kind === 'guarantee_given' || l.kind === 'guarantee_received') return l.description;
  return th(l.units === null ? l.description : `${l.description} ${formatNumber(l.units)} หุ้น`);
}

/** The lines grouped under their kind's heading, each with its figures and the member's answer. */
function lineTable(lines: readonly AnsweredLine[]): Content {
  const head = ['รายการ', 'เลขที่บัญชี/สัญญา', 'จำนวนเงิน (บาท)', 'ผลการตรวจสอบ'].map((text): TableCell => ({ text, bold: true, alignment: 'center' }));
  const body: TableCell[][] = [head];
  for (const kind of BALANCE_KINDS) {
    const ofKind = lines.filter((l) => l.kind === kind);
    if (ofKind.length === 0) continue;
    body.push([{ text: BALANCE_KIND_NAMES[kind], bold: true, colSpan: 4, fillColor: '#f3f4f6' }, {}, {}, {}]);
    for (const l of ofKind) {
      body.push([
        { text: lineDescription(l) },
        { text: l.reference },
        { text: formatMoney(l.amount), alignment: 'right' },
        { text: th(answerText(l)), color: l.agreed ? '#000000' : '#b91c1c' },
      ]);
    }
  }
  return {
    table: { headerRows: 1, widths: ['*', 84, 72, 128], body },
    fontSize: 10,
    layout: { hLineColor: () => '#9ca3af', vLineColor: () => '#9ca3af', fillColor: (row: number) => (row === 0 ? '#e5e7eb' : null) },
    margin: [0, 10, 0, 0],
  };
}

/**
 * The member's answered หนังสือยืนยันยอด to the cooperative's auditor (auditing standard 505, decision 034): the
 * balances as of the balance date with each line's answer, the electronic confirmation in place of a signature, and
 * a QR code, the code and the fingerprint by which the auditor checks the letter against the recorded one.
 */
export function confirmationLetterDocumentDefinition(p: ConfirmationLetterPrint): TDocumentDefinitions {
  const balanceDate = formatThaiDate(p.balanceDate, 'long');
  return {
    info: { title: `หนังสือยืนยันยอด ${p.membershipNo} ${p.code}`, author: p.coopName },
    pageSize: 'A4',
    pageMargins: [64, 40, 56, 48],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 11, lineHeight: 1.1 },
    // every page names the letter, so a page apart from the rest still leads to the record
    footer: verifiableFooter('รหัสหนังสือ', p.code, p.fingerprint, 64),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'หนังสือยืนยันยอด', fontSize: 16, bold: true },
              { text: th(p.coopName), margin: [0, 2, 0, 0] },
              { text: `วันที่ ${formatThaiDate(p.answeredAt, 'long')}`, margin: [0, 10, 0, 0] },
            ],
          },
          // the QR code leads the auditor to the letter as recorded; on the first page, whatever the letter's length
          { width: 96, stack: [{ qr: p.verifyUrl, fit: 96, eccLevel: 'M' }, { text: p.code, fontSize: 9, alignment: 'center' }] },
        ],
      },
      { text: th(`เรื่อง ขอยืนยันยอดทุนเรือนหุ้น เงินฝาก เงินกู้ และการค้ำประกัน ณ วันที่ ${balanceDate}`), margin: [0, 8, 0, 2] },
      { text: th(`เรียน ${p.auditorName.trim() || ANY_AUDITOR}`), margin: [0, 2, 0, 2] },
      {
        text: th(
          `ข้าพเจ้า ${p.memberName} สมาชิกเลขทะเบียน ${p.membershipNo} สังกัด${p.memberGroup} ขอยืนยันยอดคงเหลือของข้าพเจ้า` +
            `ที่มีกับ${p.coopName} ณ วันที่ ${balanceDate} ดังต่อไปนี้`,
        ),
        margin: [0, 8, 0, 0],
        leadingIndent: INDENT,
      },
      lineTable(p.lines),
      {
        text: th(
          `ข้าพเจ้ายืนยันรายการข้างต้นทางอิเล็กทรอนิกส์ ผ่านระบบตรวจสอบข้อมูลสมาชิกออนไลน์ของ${p.coopName} ` +
            `เมื่อวันที่ ${formatThaiDate(p.answeredAt, 'long', { withTime: true })} ซึ่งใช้แทนการลงลายมือชื่อ`,
        ),
        margin: [0, 10, 0, 0],
        leadingIndent: INDENT,
      },
      {
        columns: [
          {
            width: '*',
            text: [
              th('ผู้สอบบัญชีตรวจสอบหนังสือฉบับนี้กับข้อมูลที่สหกรณ์บันทึกไว้ได้ โดยสแกนคิวอาร์โค้ดที่มุมขวาบน หรือเปิด '),
              `${p.verifyUrl} `,
              th('แล้วเทียบลายนิ้วมือดิจิทัลท้ายหน้ากับที่หน้าเว็บแสดง'),
            ],
            fontSize: 9,
            color: '#374151',
            margin: [0, 14, 16, 0],
          },
          {
            width: 190,
            stack: [{ text: th(`(${p.memberName})`) }, { text: `สมาชิกเลขทะเบียน ${p.membershipNo}` }, { text: 'ยืนยันทางอิเล็กทรอนิกส์' }],
            alignment: 'center',
          },
        ],
        margin: [0, 8, 0, 0],
        unbreakable: true,
      },
    ],
  };
}
