import type { DocumentFact, SiteConfig } from '@coop/contract';
import { buddhistYear, formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DividendRow } from '../../documents/document-facts';
import { DOCUMENT_FONT } from '../../documents/pdf-renderer';
import { letterheadWithCode, verifiableFooter, verifyHint } from '../../documents/verifiable-parts';
import { breakThaiWords as th } from '../../documents/thai-words';

export interface DividendSlipPrint {
  site: SiteConfig;
  membershipNo: string;
  memberName: string;
  groupName: string;
  row: DividendRow;
  /** What /verify shows of the slip: printed under the table so paper and page can be set side by side. */
  facts: readonly DocumentFact[];
  /** Grouped: XXXX-XXXX-XXXX. */
  code: string;
  fingerprint: string;
  verifyUrl: string;
  printedAt: Date;
}

const money = (n: number) => ({ text: formatMoney(n), alignment: 'right' as const });

/**
 * The dividend and patronage refund slip of one approved year (ใบแจ้งเงินปันผลและเงินเฉลี่ยคืน, decision 079): the
 * dividend on the share base at the year's rate, the refund on the loan interest paid at its rate, what was deducted,
 * the net, and when and to which account it was paid; with the code, the fingerprint and a QR code to /verify.
 */
export function dividendSlipDocumentDefinition(p: DividendSlipPrint): TDocumentDefinitions {
  const r = p.row;
  const year = buddhistYear(r.year);
  const head = (text: string): TableCell => ({ text, bold: true, alignment: 'center', fillColor: '#e5e7eb' });
  const body: TableCell[][] = [
    [head('รายการ'), head('ฐานคำนวณ (บาท)'), head('อัตรา'), head('จำนวนเงิน (บาท)')],
    [{ text: 'เงินปันผลตามหุ้น' }, money(r.share_base), { text: `${formatNumber(r.dividend_rate)}%`, alignment: 'center' }, money(r.dividend_amount)],
    [{ text: th('เงินเฉลี่ยคืนตามดอกเบี้ยเงินกู้ที่ชำระ') }, money(r.interest_paid), { text: `${formatNumber(r.refund_rate)}%`, alignment: 'center' }, money(r.refund_amount)],
    // no minus before a zero: "-0.00" reads as a debt
    [{ text: th(`หัก ${r.deduction_desc || 'รายการหัก'}`), colSpan: 3 }, {}, {}, money(r.deduction_amount === 0 ? 0 : -r.deduction_amount)],
    [{ text: 'คงเหลือจ่ายสุทธิ', bold: true, colSpan: 3, alignment: 'right' }, {}, {}, { ...money(r.net_amount), bold: true }],
  ];
  const paid: Content = {
    text: th(
      `จ่ายโดย ${[r.pay_method, r.bank_name, r.bank_account].filter(Boolean).join(' ')}` +
        (r.paid_date ? ` เมื่อวันที่ ${formatThaiDate(r.paid_date, 'long')}` : ' (ยังไม่ได้จ่าย)'),
    ),
    margin: [0, 10, 0, 0],
  };
  return {
    info: { title: `ใบแจ้งเงินปันผลและเงินเฉลี่ยคืน ${year} ${p.membershipNo} ${p.code}`, author: p.site.coop_name_th },
    pageSize: 'A4',
    pageMargins: [56, 40, 56, 48],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 11, lineHeight: 1.15 },
    footer: verifiableFooter('รหัสเอกสาร', p.code, p.fingerprint, 56),
    content: [
      letterheadWithCode(p.site, p.verifyUrl, p.code),
      { text: `ใบแจ้งเงินปันผลและเงินเฉลี่ยคืน ประจำปี ${year}`, fontSize: 17, bold: true, alignment: 'center', margin: [0, 14, 0, 8] },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: [{ text: 'ชื่อ-สกุล ', bold: true }, th(p.memberName)] },
              { text: [{ text: 'หน่วยงาน ', bold: true }, th(p.groupName)] },
            ],
          },
          { width: 'auto', stack: [{ text: [{ text: 'เลขทะเบียนสมาชิก ', bold: true }, p.membershipNo] }] },
        ],
        margin: [0, 0, 0, 10],
      },
      {
        table: { headerRows: 1, widths: ['*', 100, 54, 100], body },
        layout: { hLineColor: () => '#9ca3af', vLineColor: () => '#9ca3af' },
      },
      paid,
      {
        text: verifyHint('ใบแจ้งนี้', p.verifyUrl),
        fontSize: 9,
        color: '#374151',
        margin: [0, 18, 0, 0],
      },
      {
        text: th(`พิมพ์จากระบบสมาชิกออนไลน์ เมื่อ ${formatThaiDate(p.printedAt, 'long', { withTime: true })}`),
        fontSize: 9,
        color: '#4b5563',
        margin: [0, 6, 0, 0],
      },
    ],
  };
}
