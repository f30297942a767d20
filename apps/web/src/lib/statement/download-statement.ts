import { endpointUrl, memberStatementsEndpoints, type StatementKind } from '@coop/contract';
import { thaiDateInputText } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

/** Which statement a page can offer as a file: the kind and, for a loan or a deposit, its contract or account. */
export interface StatementFileRef {
  kind: StatementKind;
  account?: string;
}

export type StatementFormat = 'pdf' | 'xlsx';

/** The statement of a period (ISO days) as a PDF or a workbook; the API takes the dates as Thai write them, in the Buddhist era. */
export function downloadStatement(ref: StatementFileRef, format: StatementFormat, from: string, to: string): Promise<void> {
  const endpoint = format === 'pdf' ? memberStatementsEndpoints.memberStatementPdf : memberStatementsEndpoints.memberStatementXlsx;
  const query = { ...(ref.account ? { account: ref.account } : {}), from: thaiDateInputText(from), to: thaiDateInputText(to) };
  return downloadMemberFile(endpointUrl(endpoint, { params: { kind: ref.kind }, query }), `statement-${ref.kind}.${format}`);
}
