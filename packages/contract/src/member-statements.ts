import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { AccountRef } from './statement-page';

export const STATEMENT_KINDS = ['loan', 'deposit', 'share'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * A date as a Thai person writes it, day first with a Buddhist year (31/03/2568). The pattern admits any four-digit
 * year, so a Christian year reaches the handler and is told apart in Thai rather than refused as a shape.
 */
export const ThaiDateText = Type.String({ pattern: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$' });

export const StatementFileParams = Type.Object({ kind: Type.Enum(STATEMENT_KINDS) }, { additionalProperties: false });
export type StatementFileParams = Static<typeof StatementFileParams>;

/** The period (both days included) and, for a loan or a deposit, the contract or account; shares have one account. */
export const StatementFileQuery = Type.Object(
  { account: Type.Optional(AccountRef), from: ThaiDateText, to: ThaiDateText },
  { additionalProperties: false },
);
export type StatementFileQuery = Static<typeof StatementFileQuery>;

/** The longest period one file covers, in years (decision 079). */
export const STATEMENT_MAX_YEARS = 10;

export const memberStatementsEndpoints = {
  /** A statement of the member's loan, deposit account or shares for a period, as a PDF with a verification code. */
  memberStatementPdf: endpoint({
    method: 'GET',
    path: '/api/member/statement_file/:kind/pdf',
    access: 'member',
    params: StatementFileParams,
    query: StatementFileQuery,
    file: 'application/pdf',
  }),
  /** The same lines as an Excel workbook: numbers as numbers, a header row and an AutoFilter. */
  memberStatementXlsx: endpoint({
    method: 'GET',
    path: '/api/member/statement_file/:kind/xlsx',
    access: 'member',
    params: StatementFileParams,
    query: StatementFileQuery,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
};
