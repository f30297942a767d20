import type { MemberShareResponse, StatementQuery } from '@coop/contract';
import { readStatementPage } from '../../db/statement-page';
import { type DomainContext, memberActor } from '../../domain/context';
import { pageRequest } from '../../http/statement-query';
import { findShareAccount } from '../../db/repositories/share-repository';
import { shareYearEnds } from './share-queries';

/** The acting member's share account, its year-end balances and one page of its statement. */
export async function memberShare(context: DomainContext, query: StatementQuery): Promise<MemberShareResponse> {
  const no = memberActor(context);
  const page = pageRequest(query);
  const [account, yearly, statement] = await Promise.all([
    findShareAccount(context.db, no),
    shareYearEnds(context.db, no),
    readStatementPage<MemberShareResponse['statement']['items'][number]>(context.db, 'share_statements', no, page),
  ]);
  return { rc_code: '1' as const, account: account ?? null, yearly, statement };
}
