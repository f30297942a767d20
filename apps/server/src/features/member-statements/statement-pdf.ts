import { DOCUMENT_KIND_TITLES, type DocumentFact, type SiteConfig, type StatementKind } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate, thaiDateInputText } from '@coop/thai-format';
import PDFDocument from 'pdfkit';
import { statementDocumentKind } from '../../documents/document-facts';
import { drawLetterhead, drawQr, registerThaiFonts } from '../../documents/pdfkit-parts';
import { keepShaping, THAI_TEXT_FEATURES } from '../../documents/thai-text-features';
import { STATEMENT_COLUMNS, type StatementColumn, type StatementLine } from './statement-columns';

export interface StatementPrint {
  assetsDir: string;
  site: SiteConfig;
  logo: { contentType: string; bytes: Buffer } | undefined;
  kind: StatementKind;
  membershipNo: string;
  memberName: string;
  facts: readonly DocumentFact[];
  closing: number | null;
  lineCount: number;
  /** Grouped code, XXXX-XXXX-XXXX, and the fingerprint printed on every page. */
  code: string;
  fingerprint: string;
  verifyUrl: string;
  printedAt: Date;
}

// Portrait A4 is 595 × 842 points.
const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 842 - 48;
const ROW = 14;
const HEAD_ROW = 18;
const FIRST_TABLE_TOP = 262;
const NEXT_TABLE_TOP = 118;
const PAD = 3;
const BASELINE = 10;
const FONT_SIZE = 8.5;
const LATIN = /^[\x20-\x7e]*$/;

const rowsOn = (top: number) => Math.floor((BOTTOM - top - HEAD_ROW) / ROW);
const FIRST_ROWS = rowsOn(FIRST_TABLE_TOP);
const NEXT_ROWS = rowsOn(NEXT_TABLE_TOP);

/** Pages for `rows` table rows: known before drawing, as every row is one line high, so "หน้า x/y" needs no buffering. */
export const statementPages = (rows: number): number => (rows <= FIRST_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_ROWS) / NEXT_ROWS));

type Align = 'left' | 'right' | 'center';

/**
 * A statement for a period on A4 (decision 079), drawn with pdfkit and streamed as it is drawn: the letterhead, the
 * member, the account and the period's figures with the QR code to /verify on the first page; a table of one line
 * a row, its headings on every page; the closing balance as the last row; the code, the fingerprint and "หน้า x/y" at
 * every foot. Lines come in batches, so memory holds one batch and the pages not yet flushed.
 */
export function startStatementPdf(p: StatementPrint): { doc: PDFKit.PDFDocument; addLines: (lines: readonly StatementLine[]) => void; finish: () => void } {
  const title = DOCUMENT_KIND_TITLES[statementDocumentKind(p.kind)];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 0, left: MARGIN, right: MARGIN },
    info: { Title: `${title} ${p.membershipNo} ${p.code}`, Author: p.site.coop_name_th },
  });
  registerThaiFonts(doc, p.assetsDir);
  const columns = STATEMENT_COLUMNS[p.kind];
  const fixed = columns.reduce((sum, c) => sum + c.pdfWidth, 0);
  const widths = columns.map((c) => c.pdfWidth || WIDTH - fixed);
  const xs = widths.reduce<number[]>((acc, w, i) => [...acc, acc[i]! + w], [MARGIN]);
  const pages = statementPages(p.lineCount + 1);
  const printed = formatThaiDate(p.printedAt, 'long', { withTime: true });
  let page = 0;
  let y = 0;
  let bold = false;

  /** What a left-aligned cell shows: the text, or as much of it as fits and "...": one line a row keeps the page count known. */
  const fitted = new Map<string, string>();
  const fit = (value: string, room: number): string => {
    const key = `${room}|${value}`;
    let shown = fitted.get(key);
    if (shown === undefined) {
      shown = value;
      if (doc.widthOfString(value, { features: THAI_TEXT_FEATURES }) > room) {
        const letters = [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(value)].map((s) => s.segment);
        while (letters.length > 0 && doc.widthOfString(`${letters.join('')}...`, { features: THAI_TEXT_FEATURES }) > room) letters.pop();
        shown = `${letters.join('')}...`;
      }
      fitted.set(key, shown);
    }
    return shown;
  };
  const text = (value: string, x: number, top: number, width: number, align: Align) => {
    doc.font(LATIN.test(value) ? (bold ? 'Helvetica-Bold' : 'Helvetica') : bold ? 'bold' : 'regular');
    keepShaping(doc);
    const room = width - 2 * PAD;
    const shown = align === 'left' ? fit(value, room) : value;
    const used = align === 'left' ? 0 : doc.widthOfString(shown, { features: THAI_TEXT_FEATURES });
    const left = align === 'left' ? x + PAD : align === 'right' ? x + PAD + room - used : x + PAD + (room - used) / 2;
    doc.text(shown, left, top + BASELINE, { lineBreak: false, baseline: 'alphabetic', features: THAI_TEXT_FEATURES });
  };
  const line = (x: number, value: string, size: number, opts: { bold?: boolean; color?: string; top: number; width?: number; align?: Align }) => {
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size).fillColor(opts.color ?? 'black');
    doc.text(value, x, opts.top, { width: opts.width ?? WIDTH, align: opts.align ?? 'left', lineBreak: false, features: THAI_TEXT_FEATURES });
    doc.fillColor('black');
  };

  const cellText = (c: StatementColumn, l: StatementLine): string => {
    const v = c.value(l);
    if (v === null) return '';
    if (c.type === 'date') return thaiDateInputText(String(v));
    if (c.type === 'money') return formatMoney(Number(v));
    return typeof v === 'number' ? formatNumber(v, 0) : v;
  };
  const align = (c: StatementColumn): Align => (c.type === 'text' ? 'left' : c.type === 'date' || c.type === 'count' ? 'center' : 'right');

  function headings() {
    doc.rect(MARGIN, y, WIDTH, HEAD_ROW).fill('#e5e7eb').fillColor('black');
    bold = true;
    doc.fontSize(FONT_SIZE);
    columns.forEach((c, i) => text(c.head, xs[i]!, y + 2, widths[i]!, 'center'));
    doc.rect(MARGIN, y, WIDTH, HEAD_ROW).strokeColor('#9ca3af').stroke();
    y += HEAD_ROW;
    bold = false;
  }

  function footer() {
    const foot = `รหัสเอกสาร ${p.code}   ลายนิ้วมือดิจิทัล (SHA-256) ${p.fingerprint.slice(0, 16)}   พิมพ์เมื่อ ${printed}`;
    line(MARGIN, foot, 7.5, { top: BOTTOM + 14, color: '#4b5563' });
    line(MARGIN, `หน้า ${page}/${pages}`, 7.5, { top: BOTTOM + 14, color: '#4b5563', align: 'right' });
  }

  function firstPage() {
    page = 1;
    drawLetterhead(doc, p.site, p.logo, MARGIN, MARGIN, WIDTH - 90);
    drawQr(doc, p.verifyUrl, MARGIN + WIDTH - 76, MARGIN - 6, 76);
    line(MARGIN + WIDTH - 90, p.code, 8, { top: MARGIN + 70, width: 90, align: 'center' });
    line(MARGIN, title, 16, { bold: true, top: 100 });
    line(MARGIN, `สมาชิก ${p.memberName}  เลขทะเบียน ${p.membershipNo}`, 10, { top: 123 });
    // the facts in two columns: what the account is and the period's figures, as /verify shows them
    const half = WIDTH / 2;
    p.facts.forEach((f, i) => {
      const wide = i < 2;
      const col = wide ? 0 : (i - 2) % 2;
      const row = wide ? i : 2 + Math.floor((i - 2) / 2);
      const top = 141 + row * 17;
      const x = MARGIN + col * half;
      line(x, `${f.label}`, 9.5, { top, color: '#4b5563', width: wide ? WIDTH : half - 8 });
      line(x + (wide ? 96 : 150), f.value, 9.5, { bold: true, top, width: wide ? WIDTH - 96 : half - 158, align: wide ? 'left' : 'right' });
    });
    line(
      MARGIN,
      `ตรวจสอบเอกสารนี้กับข้อมูลของสหกรณ์ได้โดยสแกนคิวอาร์โค้ด หรือเปิด ${p.verifyUrl}`,
      8,
      { top: FIRST_TABLE_TOP - 18, color: '#374151' },
    );
    y = FIRST_TABLE_TOP;
    headings();
    footer();
  }

  function nextPage() {
    doc.addPage();
    page += 1;
    line(MARGIN, p.site.coop_name_th, 11, { bold: true, top: MARGIN });
    line(MARGIN, `${title}  ${p.facts[0]?.value ?? ''}`, 10, { top: MARGIN + 20 });
    line(MARGIN, `${p.memberName}  เลขทะเบียน ${p.membershipNo}  ${p.facts[1]?.value ?? ''}`, 9, { top: MARGIN + 38, color: '#374151' });
    y = NEXT_TABLE_TOP;
    headings();
    footer();
  }

  function row(cells: readonly string[], opts: { bold?: boolean; fill?: string } = {}) {
    if (y + ROW > BOTTOM) nextPage();
    if (opts.fill) doc.rect(MARGIN, y, WIDTH, ROW).fill(opts.fill).fillColor('black');
    bold = opts.bold ?? false;
    doc.fontSize(FONT_SIZE);
    cells.forEach((v, i) => v && text(v, xs[i]!, y, widths[i]!, align(columns[i]!)));
    doc.moveTo(MARGIN, y + ROW).lineTo(MARGIN + WIDTH, y + ROW).strokeColor('#e5e7eb').stroke();
    y += ROW;
  }

  firstPage();
  return {
    doc,
    addLines: (lines) => {
      for (const l of lines) row(columns.map((c) => cellText(c, l)));
    },
    finish: () => {
      const cells = columns.map(() => '');
      cells[cells.length - 1] = formatMoney(p.closing ?? 0);
      row(cells, { bold: true, fill: '#f3f4f6' });
      // the label across the other cells of the closing row
      bold = true;
      text(`ยอดคงเหลือ ณ วันสิ้นงวด (${formatNumber(p.lineCount, 0)} รายการ)`, MARGIN, y - ROW, xs[xs.length - 2]! - MARGIN, 'right');
      doc.end();
    },
  };
}
