import type { AdminHousingLoanTypesResponse, AdminSavedResponse, HousingLoanTypesBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CERTIFICATE_TEXT as T } from './certificate-text';

/** Every loan type the members' contracts carry (a code may carry several names over time: the newest contract's), marked or not. */
function listHousingLoanTypes(db: Db) {
  return db
    .selectFrom('loan_contracts as c')
    .leftJoin('housing_loan_types as h', 'h.loan_type_code', 'c.loan_type_code')
    .select((eb) => [
      'c.loan_type_code',
      eb.fn.max('c.loan_type_name').as('loan_type_name'),
      eb.fn.countAll<number>().as('contract_count'),
      eb.fn.max('h.marked_at').as('marked_at'),
    ])
    .groupBy('c.loan_type_code')
    .orderBy('c.loan_type_code')
    .execute();
}

export async function housingLoanTypes(context: DomainContext): Promise<AdminHousingLoanTypesResponse> {
  const rows = await listHousingLoanTypes(context.db);
  return {
    rc_code: '1',
    loan_types: rows.map((r) => ({
      loan_type_code: r.loan_type_code,
      loan_type_name: r.loan_type_name,
      contract_count: Number(r.contract_count),
      housing: r.marked_at !== null,
    })),
  };
}

const markedCodes = (db: Db) => db.selectFrom('housing_loan_types').select('loan_type_code').orderBy('loan_type_code').execute();

/** Staff mark the housing loan types (decision 080): the whole set replaced, audited with what it was. */
export async function saveHousingLoanTypes(context: DomainContext, body: HousingLoanTypesBody): Promise<AdminSavedResponse> {
  const known = new Set((await listHousingLoanTypes(context.db)).map((r) => r.loan_type_code));
  if (body.loan_type_codes.some((code) => !known.has(code))) throw new ApiFailure(400, 'UNKNOWN_LOAN_TYPE', T.unknownType);
  const codes = [...body.loan_type_codes].sort();
  await auditedChange(context, { action: 'loan.housing_types_update', target: 'housing_loan_types' }, async (trx) => {
    const before = (await markedCodes(trx)).map((r) => r.loan_type_code);
    const keep = codes.filter((c) => before.includes(c));
    await trx.deleteFrom('housing_loan_types').where('loan_type_code', 'not in', keep.length > 0 ? keep : ['']).execute();
    const added = codes.filter((c) => !before.includes(c));
    if (added.length > 0) {
      const by = context.actor.kind === 'staff' ? context.actor.username : 'system';
      await trx.insertInto('housing_loan_types').values(added.map((loan_type_code) => ({ loan_type_code, marked_at: context.now(), marked_by: by }))).execute();
    }
    return { before: { loan_type_codes: before }, after: { loan_type_codes: codes }, result: undefined };
  });
  return adminSaved(T.saved);
}
