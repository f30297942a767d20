import fs from 'node:fs/promises';
import path from 'node:path';
import type { PrintPdfParams } from '@coop/contract';
import { buddhistYear, formatThaiName, subtractBaht, sumBaht } from '@coop/thai-format';
import type { Config } from '../../config';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { readDocumentSignatures, readSiteConfig } from '../../db/repositories/site-config-repository';
import { renderPdf } from '../../documents/pdf-renderer';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { identityFile } from '../../site/identity-images';
import { kepDocumentDefinition, type SignatureBlock } from './deductions-document';
import { findKepDocuments } from '../../db/repositories/deduction-repository';

export const NO_KEP_FOR_MONTH = 'ไม่พบรายการเรียกเก็บของเดือนที่เลือก';

/** Where the PDF's font and shipped signatures lie, and where signatures uploaded in the console were put. */
export type DocumentFiles = Pick<Config, 'assetsDir' | 'dataDir'>;

async function signatureBlocks(context: DomainContext, files: DocumentFiles): Promise<SignatureBlock[]> {
  const signatureDir = path.join(files.assetsDir, 'signatures');
  const signatures = await readDocumentSignatures(context.db);
  return Promise.all(
    signatures.map(async (s) =>
      // a signature uploaded in the console (a PNG under /mediafiles/identity/, decision 032) or a shipped SVG
      s.image.startsWith('/mediafiles/identity/')
        ? { name: s.name, position: s.position, png: `data:image/png;base64,${(await fs.readFile(identityFile(files.dataDir, s.image))).toString('base64')}` }
        : { name: s.name, position: s.position, svg: await fs.readFile(path.join(signatureDir, path.basename(s.image)), 'utf8') },
    ),
  );
}

/** The acting member's deduction documents of one month as a PDF, and its file name: an invoice while not posted, a receipt once posted. */
export async function memberDeductionsPdf(context: DomainContext, files: DocumentFiles, params: PrintPdfParams): Promise<{ fileName: string; pdf: Buffer }> {
  const no = memberActor(context);
  const year = Number(params.year);
  const month = Number(params.month);
  const [documents, profile, site, signatures] = await Promise.all([
    findKepDocuments(context.db, no, year, month),
    findMemberProfile(context.db, no),
    readSiteConfig(context.db, context.siteDefaults.site),
    signatureBlocks(context, files),
  ]);
  if (documents.length === 0 || !profile) throw new ApiFailure(404, 'NOT_FOUND', NO_KEP_FOR_MONTH);
  const deducted = sumBaht(documents.map((d) => d.header.amount_total));
  const pdf = await renderPdf(
    files.assetsDir,
    kepDocumentDefinition({
      site,
      member: {
        membership_no: no,
        full_name: formatThaiName(profile.prename, profile.first_name, profile.last_name),
        group_name: profile.member_group_name,
        salary: profile.salary,
      },
      documents,
      salaryLeft: subtractBaht(profile.salary, deducted),
      signatures,
      printedAt: context.now(),
    }),
  );
  const kind = documents.every((d) => d.header.posted) ? 'receipt' : 'invoice';
  return { fileName: `${kind}-${no}-${buddhistYear(year)}-${String(month).padStart(2, '0')}.pdf`, pdf };
}
