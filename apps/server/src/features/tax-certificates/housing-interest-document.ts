import type { SiteConfig } from '@coop/contract';
import { bahtText, buddhistYear, formatMoney, formatThaiDate } from '@coop/thai-format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { HousingInterestContract } from '../../documents/document-facts';
import { DOCUMENT_FONT } from '../../documents/pdf-renderer';
import { letterheadWithCode, verifiableFooter, verifyHint } from '../../documents/verifiable-parts';
import { breakThaiWords as th } from '../../documents/thai-words';

export interface HousingInterestPrint {
  site: SiteConfig;
  year: number;
  membershipNo: string;
  memberName: string;
  nationalId: string;
  contracts: readonly HousingInterestContract[];
  total: number;
  /** Grouped: XXXX-XXXX-XXXX. */
  code: string;
  fingerprint: string;
  verifyUrl: string;
  printedAt: Date;
}

const INDENT = 56;
const money = (n: number) => ({ text: formatMoney(n), alignment: 'right' as const });

/**
 * หนังสือรับรองการจ่ายดอกเบี้ยเงินกู้ยืมเพื่อซื้อ เช่าซื้อ หรือสร้างอาคารที่อยู่อาศัย for one tax year (decision 080,
 * which gives the wording, the fields and their sources): the cooperative as lender, the member as borrower with the
 * national ID the tax return names, each housing contract's interest paid from 1 January to 31 December, the total
 * in figures and in words, the provision it serves, and the code, fingerprint and QR code of decision 079.
 */
export function housingInterestDocumentDefinition(p: HousingInterestPrint): TDocumentDefinitions {
  const year = buddhistYear(p.year);
  const head = (text: string): TableCell => ({ text, bold: true, alignment: 'center', fillColor: '#e5e7eb' });
  const body: TableCell[][] = [
    [head('เลขที่สัญญา'), head('ประเภทเงินกู้'), head('วันที่ทำสัญญา'), head('ดอกเบี้ยที่ชำระ (บาท)')],
    ...p.contracts.map((c): TableCell[] => [{ text: c.contract_no }, { text: th(c.loan_type_name) }, { text: formatThaiDate(c.start_date, 'long') }, money(c.interest)]),
    [{ text: 'รวมดอกเบี้ยที่ชำระทั้งปี', bold: true, colSpan: 3, alignment: 'right' }, {}, {}, { ...money(p.total), bold: true }],
    [{ text: th(`(${bahtText(p.total)})`), colSpan: 4, alignment: 'center', bold: true }, {}, {}, {}],
  ];
  const paragraph = (text: string, margin: [number, number, number, number] = [0, 8, 0, 0]): Content => ({ text: th(text), leadingIndent: INDENT, margin });
  // a name breaks only at its spaces: the word breaker would split a surname it reads as two words (อยู่|สุข)
  const office = p.site.address ? ` สำนักงานตั้งอยู่ ณ ${p.site.address}` : '';
  return {
    info: { title: `หนังสือรับรองการจ่ายดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัย ${year} ${p.membershipNo} ${p.code}`, author: p.site.coop_name_th },
    pageSize: 'A4',
    pageMargins: [64, 40, 56, 48],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 12, lineHeight: 1.15 },
    footer: verifiableFooter('รหัสเอกสาร', p.code, p.fingerprint, 64),
    content: [
      letterheadWithCode(p.site, p.verifyUrl, p.code),
      { text: 'หนังสือรับรองการจ่ายดอกเบี้ยเงินกู้ยืมเพื่อซื้อ เช่าซื้อ หรือสร้างอาคารที่อยู่อาศัย', fontSize: 14, bold: true, alignment: 'center', margin: [0, 14, 0, 0] },
      { text: `ประจำปีภาษี ${year}`, fontSize: 13, bold: true, alignment: 'center', margin: [0, 2, 0, 4] },
      { text: `วันที่ ${formatThaiDate(p.printedAt, 'long')}`, alignment: 'right' },
      {
        text: [
          th(`${p.site.coop_name_th} ในฐานะผู้ให้กู้${office} ขอรับรองว่า `),
          p.memberName,
          th(
            ` เลขประจำตัวประชาชน ${p.nationalId} สมาชิกเลขทะเบียน ${p.membershipNo} ในฐานะผู้กู้ ได้ชำระดอกเบี้ยเงินกู้ยืม` +
              `เพื่อซื้อ เช่าซื้อ หรือสร้างอาคารที่อยู่อาศัยให้แก่สหกรณ์ ตั้งแต่วันที่ 1 มกราคม ${year} ถึงวันที่ 31 ธันวาคม ${year} ดังนี้`,
          ),
        ],
        leadingIndent: INDENT,
        margin: [0, 8, 0, 0],
      },
      { table: { headerRows: 1, widths: [84, '*', 96, 96], body }, layout: { hLineColor: () => '#9ca3af', vLineColor: () => '#9ca3af' }, margin: [0, 10, 0, 0] },
      paragraph(
        'หนังสือฉบับนี้ออกให้เพื่อใช้เป็นหลักฐานประกอบการหักลดหย่อนดอกเบี้ยเงินกู้ยืมเพื่อซื้อ เช่าซื้อ หรือสร้างอาคารที่อยู่อาศัย ' +
          'ตามมาตรา 47(1)(ซ) แห่งประมวลรัษฎากร ตามจำนวนที่จ่ายจริงแต่ไม่เกินหนึ่งแสนบาทในปีภาษี ' +
          'หากผู้กู้กู้ร่วมกับผู้อื่น ผู้กู้แต่ละคนหักลดหย่อนได้ตามส่วนที่ตนจ่ายตามหลักเกณฑ์ของกรมสรรพากร',
        [0, 10, 0, 0],
      ),
      {
        columns: [
          {
            width: '*',
            text: verifyHint('หนังสือฉบับนี้', p.verifyUrl),
            fontSize: 9,
            color: '#374151',
            margin: [0, 24, 16, 0],
          },
          {
            width: 200,
            stack: [
              { text: 'ลงชื่อ ..................................................', margin: [0, 24, 0, 0] },
              { text: 'ผู้มีอำนาจลงนามแทนสหกรณ์' },
              { text: th(`ออกจากระบบสมาชิกออนไลน์ เมื่อ ${formatThaiDate(p.printedAt, 'long', { withTime: true })}`), fontSize: 9, color: '#4b5563' },
            ],
            alignment: 'center',
          },
        ],
        unbreakable: true,
      },
    ],
  };
}
