import path from 'node:path';
import type { CoverSheetAmounts, CoverSheetGroup, CoverSheetMember, SiteConfig } from '@coop/contract';
import { formatMoney, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import PDFDocument from 'pdfkit';
import { THAI_TEXT_FEATURES } from '../../documents/thai-text-features';

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

type Align = 'left' | 'center' | 'right';
interface Column {
  title: string;
  width: number;
  align: Align;
}

// Landscape A4 is 842 × 595 points.
const MARGIN = 24;
const TOP = 84;
const BOTTOM = 595 - 36;
const FONT_SIZE = 8.5;
const LINE = 12;
const PAD = 3;
/** Where a line's baseline sits below its top: room above for Thai vowels and tone marks, below for ุ and ู. */
const BASELINE = 9;
const COLUMNS: Column[] = [
  { title: 'ลำดับ', width: 28, align: 'center' },
  { title: 'เลขทะเบียน', width: 48, align: 'center' },
  { title: 'ชื่อ-สกุล', width: 124, align: 'left' },
  { title: 'งวด', width: 28, align: 'center' },
  { title: 'บาท', width: 64, align: 'right' },
  { title: 'สัญญา', width: 62, align: 'left' },
  { title: 'งวด', width: 28, align: 'center' },
  { title: 'เงินต้น', width: 64, align: 'right' },
  { title: 'ดอกเบี้ย', width: 60, align: 'right' },
  { title: 'คงเหลือ', width: 64, align: 'right' },
  { title: 'เงินฝาก', width: 58, align: 'right' },
  { title: 'ฌสอ.', width: 52, align: 'right' },
  { title: 'อื่น ๆ', width: 50, align: 'right' },
  { title: 'รวมเงิน', width: 64, align: 'right' },
];
/** The headings above the columns: a title over one column, or over the columns it groups (ค่าหุ้น, เงินกู้). */
const SPANS: { title: string; from: number; to: number }[] = [
  { title: 'ค่าหุ้น', from: 3, to: 4 },
  { title: 'เงินกู้', from: 5, to: 9 },
];
const X = COLUMNS.reduce<number[]>((xs, c, i) => [...xs, (xs[i] ?? MARGIN) + c.width], [MARGIN]);
const TABLE_WIDTH = X[X.length - 1]! - MARGIN;

type Cell = string | string[];
const LATIN = /^[\x20-\x7e]*$/;

/**
 * The งบหน้าเรียกเก็บ on landscape A4: each sub-group from a new page, headings repeated on every page, a subtotal
 * per sub-group, the grand total, and "หน้า x/y". Drawn with pdfkit directly: pdfmake's general layout took seven
 * seconds for a 5,000-member group, this takes a fraction of it (bench/RESULTS.md).
 */
export function renderCoverSheetPdf(assetsDir: string, data: CoverSheetPrintData): Promise<Buffer> {
  const month = thaiMonthYear(data.year, data.month);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: TOP, bottom: 0, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `งบหน้าเรียกเก็บ ${data.group.member_group_no} ${month}`, Author: data.site.coop_name_th },
  });
  const font = (name: string) => path.join(assetsDir, 'fonts', name);
  doc.registerFont('regular', font('Loma.ttf'));
  doc.registerFont('bold', font('Loma-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = TOP;
  let bold = false;
  // placed by hand, without pdfkit's line wrapper: cells are one line, and wrapping 80,000 of them was the cost;
  // figures and numbers are set in the PDF's built-in Helvetica, which needs no shaping: a quarter of the time
  const text = (value: string, x: number, top: number, width: number, align: Align) => {
    doc.font(LATIN.test(value) ? (bold ? 'Helvetica-Bold' : 'Helvetica') : bold ? 'bold' : 'regular');
    const room = width - 2 * PAD;
    const used = align === 'left' ? 0 : doc.widthOfString(value, { features: THAI_TEXT_FEATURES });
    const left = align === 'left' ? x + PAD : align === 'right' ? x + PAD + room - used : x + PAD + (room - used) / 2;
    // on a common baseline: the two fonts' ascenders differ, so their tops would not line up
    doc.text(value, left, top + BASELINE, { lineBreak: false, baseline: 'alphabetic', features: THAI_TEXT_FEATURES });
  };

  /** Draws a row, on a new page when it does not fit, and answers the top it was drawn at. */
  function row(cells: Cell[], opts: { bold?: boolean; fill?: string; spanFrom?: number } = {}): number {
    const lines = Math.max(1, ...cells.map((c) => (Array.isArray(c) ? c.length : 1)));
    const height = lines * LINE + 2;
    if (y + height > BOTTOM) newPage();
    if (opts.fill) doc.rect(MARGIN, y, TABLE_WIDTH, height).fill(opts.fill).fillColor('black');
    bold = opts.bold ?? false;
    // a row of one cell (a sub-group's heading) runs across the table
    if (cells.length === 1) text(String(cells[0]), MARGIN, y, TABLE_WIDTH, 'left');
    else {
      cells.forEach((cell, i) => {
        const values = Array.isArray(cell) ? cell : [cell];
        values.forEach((v, line) => v && text(v, X[i]!, y + line * LINE, COLUMNS[i]!.width, COLUMNS[i]!.align));
      });
    }
    doc.rect(MARGIN, y, TABLE_WIDTH, height).stroke();
    for (let i = 1; i < COLUMNS.length; i++) if (opts.spanFrom === undefined || i > opts.spanFrom) doc.moveTo(X[i]!, y).lineTo(X[i]!, y + height);
    doc.stroke();
    const top = y;
    y += height;
    return top;
  }

  function headings() {
    doc.font('bold').fontSize(13).text(data.site.coop_name_th, MARGIN, 18, { lineBreak: false, features: THAI_TEXT_FEATURES });
    doc.fontSize(11).text(`งบหน้าเรียกเก็บ ประจำเดือน ${month}  ${data.posted ? 'ผ่านรายการแล้ว' : 'ใบแจ้งหนี้ (ยังไม่ผ่านรายการ)'}`, MARGIN, 38, { lineBreak: false, features: THAI_TEXT_FEATURES });
    doc.font('regular').fontSize(9).text(`หน่วยงาน ${data.group.member_group_no} ${data.group.member_group_name}`, MARGIN, 56, { lineBreak: false, features: THAI_TEXT_FEATURES });
    doc.fontSize(FONT_SIZE);
    y = TOP;
    const top = y;
    doc.rect(MARGIN, top, TABLE_WIDTH, 2 * LINE + 4).fill('#e5e7eb').fillColor('black');
    bold = true;
    for (const span of SPANS) {
      text(span.title, X[span.from]!, top, X[span.to + 1]! - X[span.from]!, 'center');
      doc.moveTo(X[span.from]!, top + LINE + 2).lineTo(X[span.to + 1]!, top + LINE + 2);
    }
    COLUMNS.forEach((c, i) => {
      const spanned = SPANS.some((s) => i >= s.from && i <= s.to);
      text(c.title, X[i]!, spanned ? top + LINE + 2 : top + LINE / 2 + 1, c.width, 'center');
      const inside = SPANS.some((s) => i > s.from && i <= s.to);
      doc.moveTo(X[i]!, inside ? top + LINE + 2 : top).lineTo(X[i]!, top + 2 * LINE + 4);
    });
    doc.rect(MARGIN, top, TABLE_WIDTH, 2 * LINE + 4).stroke();
    y = top + 2 * LINE + 4;
  }

  function newPage() {
    doc.addPage();
    headings();
  }

  // a zero is left blank, as cover sheets print it: the eye finds the amounts, and the page draws faster
  const money = (n: number) => (n === 0 ? '' : formatMoney(n));
  const memberCells = (m: CoverSheetMember, order: number): Cell[] => [
    String(order),
    m.membership_no,
    m.full_name,
    m.share_period === null ? '' : String(m.share_period),
    money(m.amounts.share),
    m.loans.map((l) => l.contract_no),
    m.loans.map((l) => (l.period === null ? '' : String(l.period))),
    m.loans.map((l) => money(l.principal)),
    m.loans.map((l) => money(l.interest)),
    m.loans.map((l) => (l.balance_after === null ? '' : money(l.balance_after))),
    money(m.amounts.deposit),
    money(m.amounts.cremation),
    money(m.amounts.other),
    money(m.amounts.total),
  ];
  // the label spans the first four columns; the loan contract columns stay empty in a total
  const totalCells = (a: CoverSheetAmounts): Cell[] => [
    '', '', '', '', money(a.share), '', '', money(a.loan_principal), money(a.loan_interest), '',
    money(a.deposit), money(a.cremation), money(a.other), money(a.total),
  ];
  const totalRow = (label: string, a: CoverSheetAmounts, fill?: string) => {
    const top = row(totalCells(a), { bold: true, spanFrom: 3, ...(fill ? { fill } : {}) });
    text(label, X[0]!, top, X[4]! - X[0]!, 'right');
  };

  headings();
  let order = 1;
  data.groups.forEach((group, g) => {
    if (g > 0) newPage();
    row([`${group.member_group_no}  ${group.member_group_name}  (${group.members.length} คน)`], { bold: true, fill: '#f9fafb', spanFrom: COLUMNS.length });
    for (const m of group.members) row(memberCells(m, order++));
    totalRow(`รวม ${group.member_group_name}`, group.subtotal);
  });
  totalRow(`รวมทั้งสิ้น ${data.memberCount} คน`, data.total, '#f3f4f6');

  const printed = `พิมพ์เมื่อ ${formatThaiDate(data.printedAt, 'long', { withTime: true })}`;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(8).fillColor('#4b5563');
    doc.text(printed, MARGIN, BOTTOM + 12, { lineBreak: false, features: THAI_TEXT_FEATURES });
    doc.text(`หน้า ${i + 1}/${count}`, MARGIN, BOTTOM + 12, { width: TABLE_WIDTH, align: 'right', lineBreak: false, features: THAI_TEXT_FEATURES });
  }
  doc.end();
  return done;
}
