import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorResponses, PrintPdfParams } from '@coop/contract';
import { buddhistYear, formatThaiName, subtractBaht, sumBaht } from '@coop/thai-format';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { kepDocumentDefinition, type SignatureBlock } from '../deductions-document';
import { renderPdf } from '../../../documents/pdf-renderer';
import { findKepDocuments } from '../deduction-queries';
import { findMemberProfile } from '../../../db/repositories/member-repository';
import { readDocumentSignatures, readSiteConfig } from '../../../db/repositories/site-config-repository';
import { ApiFailure } from '../../../http/api-failure';
import { identityFile } from '../../../site/identity-images';
import { sendAttachment } from '../../../http/attachment';

export const NO_KEP_FOR_MONTH = 'ไม่พบรายการเรียกเก็บของเดือนที่เลือก';

/** The month's deduction documents as a PDF: an invoice while not posted, a receipt once posted. */
const printPdf: FastifyPluginAsyncTypebox = async (app) => {
  const signatureDir = path.join(app.config.assetsDir, 'signatures');

  async function signatureBlocks(): Promise<SignatureBlock[]> {
    const signatures = await readDocumentSignatures(app.db);
    return Promise.all(
      signatures.map(async (s) =>
        // a signature uploaded in the console (a PNG under /mediafiles/identity/, decision 032) or a shipped SVG
        s.image.startsWith('/mediafiles/identity/')
          ? { name: s.name, position: s.position, png: `data:image/png;base64,${(await fs.readFile(identityFile(app.config.dataDir, s.image))).toString('base64')}` }
          : { name: s.name, position: s.position, svg: await fs.readFile(path.join(signatureDir, path.basename(s.image)), 'utf8') },
      ),
    );
  }

  app.get(
    '/api/member/print_pdf/:year/:month',
    {
      schema: {
        params: PrintPdfParams,
        // a Buffer skips the JSON serializer
        response: { 200: Type.Unsafe<Buffer>({ description: 'application/pdf' }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const no = request.member.membershipNo;
      const year = Number(request.params.year);
      const month = Number(request.params.month);
      const [documents, profile, site, signatures] = await Promise.all([
        findKepDocuments(app.db, no, year, month),
        findMemberProfile(app.db, no),
        readSiteConfig(app.db, app.siteDefaults.site),
        signatureBlocks(),
      ]);
      if (documents.length === 0 || !profile) throw new ApiFailure(404, 'NOT_FOUND', NO_KEP_FOR_MONTH);
      const deducted = sumBaht(documents.map((d) => d.header.amount_total));
      const pdf = await renderPdf(
        app.config.assetsDir,
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
          printedAt: app.now(),
        }),
      );
      const kind = documents.every((d) => d.header.posted) ? 'receipt' : 'invoice';
      const file = `${kind}-${no}-${buddhistYear(year)}-${String(month).padStart(2, '0')}.pdf`;
      return sendAttachment(reply, 'application/pdf', file, pdf);
    },
  );
};
export default printPdf;
