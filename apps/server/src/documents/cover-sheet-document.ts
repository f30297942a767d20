import type { CoverSheetAmounts, CoverSheetGroup, CoverSheetMember, SiteConfig } from '@coop/contract';
import { formatMoney, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DOCUMENT_FONT } from './pdf-renderer';
import { breakThaiWords as th } from './thai-words';

export interface CoverSheetPrintData {
  site: SiteConfig;
  /** The group the sheet is for (the clerk's own or the sub-group asked for). */
  group: { member_group_no: string; member_group_name: string };
  year: number;
  month: number;
  posted: boolean;
  groups: CoverSheetGroup[];
  total: CoverSheetAmounts;
  memberCount: number;
  printedAt: Date;
}

const COLUMNS = 14;
const WIDTHS = [22, 48, '*', 24, 50, 60, 24, 52, 46, 56, 46, 40, 46, 58];
const money = (n: number) => ({ text: formatMoney(n), alignment: 'right' as const });
const lines = (values: string[], alignment: 'left' | 'right' | 'center' = 'left'): TableCell => ({ stack: values.map((text) => ({ text })), alignment });

/** Two header rows: the item groups above, their columns below, repeated on every page. */
function headerRows(): TableCell[][] {
  const th = (text: string, extra: object = {}): TableCell => ({ text, style: 'th', alignment: 'center', ...extra });
  return [
    [
      th('ลำดับ', { rowSpan: 2 }), th('เลขทะเบียน', { rowSpan: 2 }), th('ชื่อ-สกุล', { rowSpan: 2 }),
      th('ค่าหุ้น', { colSpan: 2 }), {},
      th('เงินกู้', { colSpan: 5 }), {}, {}, {}, {},
      th('เงินฝาก', { rowSpan: 2 }), th('ฌสอ.', { rowSpan: 2 }), th('อื่น ๆ', { rowSpan: 2 }), th('รวมเงิน', { rowSpan: 2 }),
    ],
    [
      {}, {}, {},
      th('งวด'), th('บาท'),
      th('สัญญา'), th('งวด'), th('เงินต้น'), th('ดอกเบี้ย'), th('คงเหลือ'),
      {}, {}, {}, {},
    ],
  ];
}

function memberRow(m: CoverSheetMember, order: number): TableCell[] {
  const a = m.amounts;
  const loans = m.loans;
  return [
    { text: String(order), alignment: 'center' },
    { text: m.membership_no, alignment: 'center' },
    { text: th(m.full_name) },
    { text: m.share_period === null ? '' : String(m.share_period), alignment: 'center' },
    money(a.share),
    lines(loans.map((l) => l.contract_no)),
    lines(loans.map((l) => (l.period === null ? '' : String(l.period))), 'center'),
    lines(loans.map((l) => formatMoney(l.principal)), 'right'),
    lines(loans.map((l) => formatMoney(l.interest)), 'right'),
    lines(loans.map((l) => (l.balance_after === null ? '' : formatMoney(l.balance_after))), 'right'),
    money(a.deposit),
    money(a.cremation),
    money(a.other),
    { ...money(a.total), bold: true },
  ];
}

function totalRow(label: string, a: CoverSheetAmounts): TableCell[] {
  const bold = (n: number): TableCell => ({ ...money(n), bold: true });
  return [
    { text: th(label), colSpan: 4, bold: true, alignment: 'right' }, {}, {}, {},
    bold(a.share),
    { text: '', colSpan: 2 }, {},
    bold(a.loan_principal),
    bold(a.loan_interest),
    { text: '' },
    bold(a.deposit),
    bold(a.cremation),
    bold(a.other),
    bold(a.total),
  ];
}

/** One table per sub-group, each on its own pages with its subtotal; the grand total closes the last. */
function groupTable(group: CoverSheetGroup, first: number, closing: Content[], isFirst: boolean): Content {
  const heading: TableCell[] = [
    { text: th(`${group.member_group_no}  ${group.member_group_name}  (${group.members.length} คน)`), colSpan: COLUMNS, style: 'group' },
    ...Array.from({ length: COLUMNS - 1 }, () => ({})),
  ];
  return {
    ...(isFirst ? {} : { pageBreak: 'before' as const }),
    stack: [
      {
        table: {
          headerRows: 2,
          dontBreakRows: true,
          widths: WIDTHS,
          body: [
            ...headerRows(),
            heading,
            ...group.members.map((m, i) => memberRow(m, first + i)),
            totalRow(`รวม ${group.member_group_name}`, group.subtotal),
          ],
        },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0.5,
          hLineColor: () => '#9ca3af',
          vLineColor: () => '#9ca3af',
          fillColor: (row: number) => (row < 2 ? '#e5e7eb' : null),
        },
      },
      ...closing,
    ],
  };
}

/** The งบหน้าเรียกเก็บ on landscape A4: a page break and a subtotal per sub-group, page numbers "หน้า x/y". */
export function coverSheetDocumentDefinition(data: CoverSheetPrintData): TDocumentDefinitions {
  const month = thaiMonthYear(data.year, data.month);
  const status = data.posted ? 'ผ่านรายการแล้ว' : 'ใบแจ้งหนี้ (ยังไม่ผ่านรายการ)';
  const grandTotal: Content = {
    table: { widths: WIDTHS, body: [totalRow(`รวมทั้งสิ้น ${data.memberCount} คน`, data.total)] },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, fillColor: () => '#f3f4f6' },
    margin: [0, 6, 0, 0],
  };
  let first = 1;
  const tables = data.groups.map((g, i) => {
    const table = groupTable(g, first, i === data.groups.length - 1 ? [grandTotal] : [], i === 0);
    first += g.members.length;
    return table;
  });
  return {
    info: { title: `งบหน้าเรียกเก็บ ${data.group.member_group_no} ${month}`, author: data.site.coop_name_th },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 96, 24, 36],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 8.5, lineHeight: 1.1 },
    styles: {
      coop: { fontSize: 13, bold: true },
      title: { fontSize: 12, bold: true },
      th: { bold: true, fontSize: 8.5 },
      group: { bold: true, fillColor: '#f9fafb' },
      small: { fontSize: 8, color: '#4b5563' },
    },
    header: (): Content => ({
      margin: [24, 16, 24, 0],
      stack: [
        { text: th(data.site.coop_name_th), style: 'coop' },
        { text: th(`งบหน้าเรียกเก็บ ประจำเดือน ${month}  ${status}`), style: 'title' },
        { text: th(`หน่วยงาน ${data.group.member_group_no} ${data.group.member_group_name}`) },
      ],
    }),
    footer: (currentPage: number, pageCount: number): Content => ({
      margin: [24, 8, 24, 0],
      columns: [
        { text: th(`พิมพ์เมื่อ ${formatThaiDate(data.printedAt, 'long', { withTime: true })}`), style: 'small' },
        { text: `หน้า ${currentPage}/${pageCount}`, alignment: 'right', style: 'small' },
      ],
    }),
    content: tables,
  };
}
