import { CollectionDownloadQuery, ErrorResponses } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { fromDownloadQuery } from '../../collection/collection-scope';
import { loadCoverSheet } from '../../collection/load-collection';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { coverSheetWorkbook } from '../../documents/cover-sheet-workbook';
import { sendAttachment } from '../../http/attachment';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The cover sheet as an Excel workbook, with each loan's balance before and after the deduction. */
const keeprepXlsx: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/membergroup/keeprep/xlsx',
    {
      schema: {
        querystring: CollectionDownloadQuery,
        // a Buffer skips the JSON serializer
        response: { 200: Type.Unsafe<Buffer>({ description: XLSX }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const [sheet, site] = await Promise.all([
        loadCoverSheet(app.db, request.memberGroup.memberGroupNo, fromDownloadQuery(request.query)),
        readSiteConfig(app.db, app.siteDefaults.site),
      ]);
      const book = await coverSheetWorkbook({ ...sheet, site, memberCount: sheet.member_count, printedAt: app.now() });
      const file = `keeprep-${sheet.group.member_group_no}-${buddhistYear(sheet.year)}-${String(sheet.month).padStart(2, '0')}.xlsx`;
      return sendAttachment(reply, XLSX, file, book);
    },
  );
};
export default keeprepXlsx;
