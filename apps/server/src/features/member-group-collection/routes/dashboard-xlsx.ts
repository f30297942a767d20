import { ErrorResponses, NoInput } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { loadCollectionDashboard } from '../load-collection';
import { reportFileName, XLSX } from '../../../http/report-download';
import { deductionChangesWorkbook } from '../deduction-changes-workbook';
import { sendAttachment } from '../../../http/attachment';

/** The dashboard's changes as a workbook: what the clerk must change in payroll this month. */
const dashboardXlsx: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/membergroup/dashboard/xlsx',
    { schema: { querystring: NoInput, response: { 200: Type.Unsafe<Buffer>({ description: XLSX }), ...ErrorResponses } } },
    async (request, reply) => {
      const groupNo = request.memberGroup.memberGroupNo;
      const { latest, changes } = await loadCollectionDashboard(app.db, groupNo);
      const book = await deductionChangesWorkbook(changes, latest, groupNo);
      return sendAttachment(reply, XLSX, reportFileName('changes', groupNo, latest, 'xlsx'), book);
    },
  );
};
export default dashboardXlsx;
