import { STATEMENT_MAX_YEARS, type StatementFileQuery, type StatementKind } from '@coop/contract';
import { addMonths, readThaiDateInput, thaiIsoDate } from '@coop/thai-format';
import { readStatement, type StatementRead, type StatementSubject } from '../../documents/document-facts';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { STATEMENT_TEXT as T } from './statement-text';

// the API's calendar (the schemas' 1900–2199): a typed year is checked against it after the Buddhist-era check
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

function readDate(text: string, field: string): string {
  const reading = readThaiDateInput(text, FIRST_YEAR, LAST_YEAR);
  if ('iso' in reading) return reading.iso;
  throw new ApiFailure(400, 'BAD_DATE', reading.problem === 'gregorian-year' ? T.gregorianYear(field) : T.badDate(field));
}

/** The period asked for, checked: Buddhist-era dates, in order, not past today, at most ten years. */
function readPeriod(query: StatementFileQuery, today: string): { from: string; to: string } {
  const from = readDate(query.from, T.from);
  const to = readDate(query.to, T.to);
  if (to < from) throw new ApiFailure(400, 'BAD_PERIOD', T.endBeforeStart);
  if (to > today) throw new ApiFailure(400, 'BAD_PERIOD', T.future);
  if (to >= addMonths(from, STATEMENT_MAX_YEARS * 12)) throw new ApiFailure(400, 'BAD_PERIOD', T.tooLong);
  return { from, to };
}

function accountOf(kind: StatementKind, query: StatementFileQuery, membershipNo: string): string {
  if (kind === 'share') {
    if (query.account !== undefined) throw new ApiFailure(400, 'BAD_ACCOUNT', T.shareNoAccount);
    return membershipNo;
  }
  if (query.account === undefined) throw new ApiFailure(400, 'BAD_ACCOUNT', T.needAccount);
  return query.account;
}

export interface StatementRequest {
  membershipNo: string;
  subject: StatementSubject;
  read: StatementRead;
}

/**
 * The acting member's statement asked for, checked before anything is drawn or recorded: bad dates and periods are a
 * Thai 400, another member's account the same 404 as none, and a period without lines a 404 rather than an empty file.
 */
export async function statementRequest(context: DomainContext, kind: StatementKind, query: StatementFileQuery): Promise<StatementRequest> {
  const membershipNo = memberActor(context);
  const period = readPeriod(query, thaiIsoDate(context.now()));
  const subject: StatementSubject = { kind, account: accountOf(kind, query, membershipNo), ...period };
  const read = await readStatement(context.db, membershipNo, subject);
  if (!read) throw new ApiFailure(404, 'NOT_FOUND', T.notFound);
  if (read.summary.line_count === 0) throw new ApiFailure(404, 'NO_LINES', T.noLines);
  return { membershipNo, subject, read };
}
