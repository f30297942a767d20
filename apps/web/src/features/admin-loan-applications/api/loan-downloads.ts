import { adminLoanApplicationsEndpoints as e, endpointUrl, type LoanDocumentKind, type CsvEncoding } from '@coop/contract';
import { downloadMemberFile } from '@/lib/http/api-download';

/** A round's approved applications for the core system, saved under the server's file name. */
export const downloadRoundCsv = (roundId: number, encoding: CsvEncoding) =>
  downloadMemberFile(endpointUrl(e.adminLoanRoundCsv, { params: { round_id: roundId }, query: { encoding } }), `loans-approved-${roundId}.csv`);

export const downloadRoundXlsx = (roundId: number) => downloadMemberFile(endpointUrl(e.adminLoanRoundXlsx, { params: { round_id: roundId } }), `loans-approved-${roundId}.xlsx`);

/** A member's document, for the staff deciding (each opening is audited). */
export const downloadApplicationDocument = (applicationNo: string, kind: LoanDocumentKind) =>
  downloadMemberFile(endpointUrl(e.adminLoanDocument, { params: { application_no: applicationNo, kind } }), `${applicationNo}-${kind}`);
