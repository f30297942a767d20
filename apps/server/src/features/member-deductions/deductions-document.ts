import type { KepDocument, SiteConfig } from '@coop/contract';
import { bahtText, formatMoney, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DOCUMENT_FONT } from '../../documents/pdf-renderer';
import { breakThaiWords as th } from '../../documents/thai-words';

/** A signature drawn from a shipped SVG, or from a PNG uploaded in the console (as a data URL). */
export type SignatureBlock = { name: string; position: string } & ({ svg: string } | { png: string });

export interface KepPrintData {
  site: SiteConfig;
  member: { membership_no: string; full_name: string; group_name: string; salary: number };
  documents: KepDocument[];
  salaryLeft: number | null;
  signatures: SignatureBlock[];
  printedAt: Date;
}

/** Not posted yet: the member is being asked to pay (an invoice); posted: the money was received (a receipt). */
export const documentTitle = (posted: boolean) => (posted ? 'ใบเสร็จรับเงิน' : 'ใบแจ้งหนี้');

const money = (n: number | null) => (n === null ? '' : formatMoney(n));
const num = (n: number) => ({ text: money(n), alignment: 'right' as const });

function itemTable(doc: KepDocument): Content {
  const head = ['ลำดับ', 'รายการ', 'งวดที่', 'เงินต้น', 'ดอกเบี้ย', 'จำนวนเงิน', 'คงเหลือ'].map(
    (text): TableCell => ({ text, style: 'th', alignment: 'center' }),
  );
  const rows: TableCell[][] = doc.lines.map((l, i) => [
    { text: String(i + 1), alignment: 'center' },
    { text: th(l.description ? `${l.item_name} ${l.description}` : l.item_name) },
    { text: l.period === null ? '' : String(l.period), alignment: 'center' },
    num(l.principal),
    num(l.interest),
    num(l.amount),
    { text: money(l.balance_after), alignment: 'right' },
  ]);
  const total = doc.header.amount_total;
  return {
    table: {
      headerRows: 1,
      widths: [28, '*', 34, 62, 54, 66, 70],
      body: [
        head,
        ...rows,
        [
          { text: 'รวมเงิน', colSpan: 3, bold: true, alignment: 'right' }, {}, {},
          { ...num(doc.header.principal_total), bold: true },
          { ...num(doc.header.interest_total), bold: true },
          { ...num(total), bold: true },
          {},
        ],
        [{ text: th(`(${bahtText(total)})`), colSpan: 7, alignment: 'center', bold: true }, {}, {}, {}, {}, {}, {}],
      ],
    },
    layout: {
      hLineColor: () => '#9ca3af',
      vLineColor: () => '#9ca3af',
      fillColor: (row: number) => (row === 0 ? '#e5e7eb' : null),
    },
  };
}

function page(data: KepPrintData, doc: KepDocument, last: boolean): Content[] {
  const { site, member } = data;
  const h = doc.header;
  const title = documentTitle(h.posted);
  const month = thaiMonthYear(h.year, h.month);
  const signatures: Content = {
    columns: data.signatures.map((s) => ({
      stack: [
        'svg' in s ? { svg: s.svg, width: 120, alignment: 'center' } : { image: s.png, fit: [120, 48], alignment: 'center' },
        { text: th(`(${s.name})`), alignment: 'center' },
        { text: th(s.position), alignment: 'center' },
      ],
    })),
    margin: [0, 18, 0, 0],
  };
  return [
    { text: th(site.coop_name_th), style: 'coop' },
    { text: th(site.address), style: 'small' },
    // no 'โทร' label before nothing, while the cooperative has configured no number
    { text: site.phones.length > 0 ? `โทร ${site.phones.join(', ')}` : '', style: 'small', margin: [0, 0, 0, 8] },
    { text: title, style: 'title' },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: [{ text: 'เลขทะเบียนสมาชิก ', bold: true }, member.membership_no] },
            { text: [{ text: 'ชื่อ-สกุล ', bold: true }, th(member.full_name)] },
            { text: [{ text: 'หน่วยงาน ', bold: true }, th(member.group_name)] },
          ],
        },
        {
          width: 'auto',
          stack: [
            { text: [{ text: 'เลขที่ ', bold: true }, h.receipt_no] },
            { text: [{ text: 'ประจำเดือน ', bold: true }, month] },
            { text: [{ text: 'วันที่ ', bold: true }, formatThaiDate(h.receipt_date)] },
          ],
        },
      ],
      margin: [0, 6, 0, 8],
    },
    itemTable(doc),
    {
      columns: [
        { text: [{ text: 'เงินเดือน ', bold: true }, `${formatMoney(member.salary)} บาท`] },
        data.salaryLeft === null
          ? { text: '' }
          : { text: [{ text: 'เงินเดือนคงเหลือหลังหักชำระ ', bold: true }, `${formatMoney(data.salaryLeft)} บาท`], alignment: 'right' },
      ],
      margin: [0, 8, 0, 0],
    },
    ...(h.posted
      ? []
      : [{ text: th('เอกสารนี้เป็นใบแจ้งหนี้ ยังไม่ใช่ใบเสร็จรับเงิน สหกรณ์จะออกใบเสร็จเมื่อได้รับชำระแล้ว'), style: 'note' } as Content]),
    signatures,
    {
      text: th(`พิมพ์จากระบบสมาชิกออนไลน์ เมื่อ ${formatThaiDate(data.printedAt, 'long', { withTime: true })}`),
      style: 'small',
      margin: [0, 16, 0, 0],
      ...(last ? {} : { pageBreak: 'after' as const }),
    },
  ];
}

/** The month's deduction documents, one per page, as the member would get them on paper. */
export function kepDocumentDefinition(data: KepPrintData): TDocumentDefinitions {
  const title = data.documents.map((d) => documentTitle(d.header.posted)).join(' / ');
  return {
    info: { title: `${title} ${data.member.membership_no}`, author: data.site.coop_name_th },
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 36],
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 11, lineHeight: 1.15 },
    styles: {
      coop: { fontSize: 15, bold: true },
      title: { fontSize: 20, bold: true, alignment: 'center', margin: [0, 4, 0, 4] },
      th: { bold: true },
      small: { fontSize: 9, color: '#4b5563' },
      note: { fontSize: 10, color: '#b91c1c', margin: [0, 6, 0, 0] },
    },
    content: data.documents.flatMap((d, i) => page(data, d, i === data.documents.length - 1)),
  };
}
