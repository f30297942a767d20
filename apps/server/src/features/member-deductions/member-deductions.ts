import type { KepQuery, MemberKepResponse } from '@coop/contract';
import { subtractBaht, sumBaht } from '@coop/thai-format';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { type DomainContext, memberActor } from '../../domain/context';
import { findKepDocuments, listKepMonths } from '../../db/repositories/deduction-repository';

/** Every month the acting member has a deduction document, and the documents of the month asked for (else the newest). */
export async function memberDeductions(context: DomainContext, query: KepQuery | undefined): Promise<MemberKepResponse> {
  const no = memberActor(context);
  const [months, profile] = await Promise.all([listKepMonths(context.db, no), findMemberProfile(context.db, no)]);
  const wanted = query ?? {};
  const chosen = wanted.year && wanted.month ? { year: wanted.year, month: wanted.month } : months[0];
  const documents = chosen ? await findKepDocuments(context.db, no, chosen.year, chosen.month) : [];
  const salary = profile?.salary ?? 0;
  const deducted = sumBaht(documents.map((d) => d.header.amount_total));
  return {
    rc_code: '1' as const,
    months,
    documents,
    salary,
    salary_left: documents.length ? subtractBaht(salary, deducted) : null,
  };
}
