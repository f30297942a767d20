import { PassThrough, type Readable } from 'node:stream';
import { groupLetterCode, type StatementFileQuery, type StatementKind } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { periodLines } from '../../db/statement-period';
import { statementDocumentKind, statementTable } from '../../documents/document-facts';
import { issueDocument } from '../../documents/issued-documents';
import { verifyUrl } from '../../documents/verify-url';
import type { DomainContext } from '../../domain/context';
import type { StatementLine } from './statement-columns';
import { startStatementPdf } from './statement-pdf';
import { type StatementRequest, statementRequest } from './statement-request';
import { startStatementWorkbook } from './statement-workbook';

export interface StatementFile {
  fileName: string;
  stream: Readable;
}

/** `statement-deposit-0012345001-25680101-25680331.pdf`: the kind, the account, the period in Buddhist-era dates. */
function fileName(r: StatementRequest, extension: string): string {
  const day = (iso: string) => `${buddhistYear(Number(iso.slice(0, 4)))}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
  return `statement-${r.subject.kind}-${r.subject.account}-${day(r.subject.from)}-${day(r.subject.to)}.${extension}`;
}

/**
 * Feeds the period's lines, batch by batch, to a document being streamed; a fault part way ends the stream with it
 * (the client sees a cut download, never a file that looks whole).
 */
function feed(context: DomainContext, r: StatementRequest, out: Readable, addLines: (lines: StatementLine[]) => void, finish: () => void | Promise<void>) {
  void (async () => {
    try {
      for await (const batch of periodLines<StatementLine>(context.db, statementTable(r.subject.kind), r.subject.account, r.subject)) addLines(batch);
      await finish();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
}

/**
 * The acting member's statement for a period as a PDF (decision 079), recorded under a new code first so its QR code
 * and fingerprint lead to the record. Its QR code leads to PUBLIC_URL where set, else to `reachedAt`.
 */
export async function statementPdf(context: DomainContext, kind: StatementKind, query: StatementFileQuery, reachedAt: string): Promise<StatementFile> {
  const r = await statementRequest(context, kind, query);
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  const printedAt = context.now();
  const { code, fingerprint } = await issueDocument(context.db, {
    kind: statementDocumentKind(kind),
    membershipNo: r.membershipNo,
    subject: r.subject,
    stated: r.read.stated,
    at: printedAt,
  });
  const pdf = startStatementPdf({
    assetsDir: context.config.assetsDir,
    site,
    logo: context.siteDefaults.logo,
    kind,
    membershipNo: r.membershipNo,
    memberName: r.read.stated.memberName,
    facts: r.read.stated.facts,
    closing: r.read.summary.closing,
    lineCount: r.read.summary.line_count,
    code: groupLetterCode(code),
    fingerprint,
    verifyUrl: verifyUrl(context.config.publicUrl ?? reachedAt, code),
    printedAt,
  });
  feed(context, r, pdf.doc, pdf.addLines, pdf.finish);
  return { fileName: fileName(r, 'pdf'), stream: pdf.doc };
}

/** The same lines as an Excel workbook, streamed: for the member's own sums and filters, so it carries no code. */
export async function statementXlsx(context: DomainContext, kind: StatementKind, query: StatementFileQuery): Promise<StatementFile> {
  const r = await statementRequest(context, kind, query);
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  const stream = new PassThrough();
  const book = startStatementWorkbook(stream, {
    coopName: site.coop_name_th,
    kind,
    membershipNo: r.membershipNo,
    memberName: r.read.stated.memberName,
    facts: r.read.stated.facts,
    opening: r.read.summary.opening,
    closing: r.read.summary.closing,
  });
  feed(context, r, stream, book.addLines, book.finish);
  return { fileName: fileName(r, 'xlsx'), stream };
}
