import type { CollectionSummaryResponse, SiteConfig } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DOCUMENT_FONT } from '../../documents/pdf-renderer';
import { breakThaiWords as th } from '../../documents/thai-words';

export type CollectionSummary = Omit<CollectionSummaryResponse, 'rc_code'> & {
  group: { member_group_no: string; member_group_name: string };
};

const money = (n: number, bold = false): TableCell => ({ text: n === 0 ? '' : formatMoney(n), alignment: 'right', bold });
const count = (n: number): TableCell => ({ text: formatNumber(n, 0), alignment: 'right' });
const head = (titles: string[]): TableCell[] => titles.map((text) => ({ text, bold: true, alignment: 'center' }));
const grid = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#9ca3af', vLineColor: () => '#9ca3af', fillColor: (row: number) => (row === 0 ? '#e5e7eb' : null) };

/** The สรุปยอดเรียกเก็บ as a PDF: totals by item and by sub-group with member counts, and the grand total. */
export function collectionSummaryDocumentDefinition(summary: CollectionSummary, site: SiteConfig, printedAt: Date): TDocumentDefinitions {
  const month = thaiMonthYear(summary.year, summary.month);
  const t = summary.total;
  const items: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 60, 80, 80, 90],
      body: [
        head(['รายการ', 'จำนวน', 'เงินต้น', 'ดอกเบี้ย', 'จำนวนเงิน']),
        ...summary.items.map((i): TableCell[] => [{ text: th(i.name) }, count(i.count), money(i.principal), money(i.interest), money(i.amount)]),
        [{ text: 'รวมทั้งสิ้น', bold: true }, count(summary.member_count), money(t.loan_principal), money(t.loan_interest), money(t.total, true)],
      ],
    },
    layout: grid,
  };
  const groups: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 40, 62, 62, 56, 56, 48, 48, 70],
      body: [
        head(['หน่วยงาน', 'คน', 'ค่าหุ้น', 'เงินต้น', 'ดอกเบี้ย', 'เงินฝาก', 'ฌสอ.', 'อื่น ๆ', 'รวมเงิน']),
        ...summary.groups.map((g): TableCell[] => [
          { text: th(`${g.member_group_no} ${g.member_group_name}`) },
          count(g.member_count),
          money(g.amounts.share),
          money(g.amounts.loan_principal),
          money(g.amounts.loan_interest),
          money(g.amounts.deposit),
          money(g.amounts.cremation),
          money(g.amounts.other),
          money(g.amounts.total),
        ]),
      ],
    },
    layout: grid,
  };
  return {
    info: { title: `สรุปยอดเรียกเก็บ ${summary.group.member_group_no} ${month}`, author: site.coop_name_th },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [32, 32, 32, 40],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 10, lineHeight: 1.15 },
    footer: (page: number, pages: number): Content => ({
      margin: [32, 10, 32, 0],
      columns: [
        { text: th(`พิมพ์เมื่อ ${formatThaiDate(printedAt, 'long', { withTime: true })}`), fontSize: 8, color: '#4b5563' },
        { text: `หน้า ${page}/${pages}`, alignment: 'right', fontSize: 8, color: '#4b5563' },
      ],
    }),
    content: [
      { text: th(site.coop_name_th), fontSize: 14, bold: true },
      { text: th(`สรุปยอดเรียกเก็บ ประจำเดือน ${month}${summary.posted ? '' : ' (ใบแจ้งหนี้ ยังไม่ผ่านรายการ)'}`), fontSize: 12, bold: true },
      { text: th(`หน่วยงาน ${summary.group.member_group_no} ${summary.group.member_group_name}`), margin: [0, 0, 0, 10] },
      { text: 'ตามประเภทรายการ', bold: true, margin: [0, 0, 0, 4] },
      items,
      { text: 'ตามหน่วยงานย่อย', bold: true, margin: [0, 14, 0, 4] },
      groups,
    ],
  };
}
