import { type AdminLoanProduct, type LoanProductTerms, type LoanRule, ruleText } from '@coop/contract';
import type { IsoDate } from '@coop/thai-format';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A new product at the end of the list; its terms come in its first version. */
export async function insertProduct(db: Db): Promise<number> {
  const row = await db
    .insertInto('loan_products')
    .values({ position: sql<number>`(select coalesce(max(position), 0) + 1 from loan_products)` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A version of a product from a day on; an older version stays as it was (the table refuses changes). Undefined when
 * the product already has a version from that day.
 */
export async function insertProductVersion(
  db: Db,
  version: { productId: number; effectiveFrom: IsoDate; offered: boolean; terms: LoanProductTerms; by: string; at: Date },
): Promise<number | undefined> {
  const { terms } = version;
  const rules: LoanRule[] = terms.rules;
  const row = await db
    .insertInto('loan_product_versions')
    .values({
      product_id: version.productId,
      effective_from: version.effectiveFrom,
      offered: version.offered,
      name: terms.name,
      loan_type_code: terms.loan_type_code,
      annual_rate: sql<number>`cast(${terms.annual_rate} as numeric)`,
      method: terms.method,
      max_amount: sql<number>`cast(${terms.max_amount} as numeric)`,
      max_installments: terms.max_installments,
      rules: JSON.stringify(rules),
      salary_certificate: terms.salary_certificate,
      created_at: version.at,
      created_by: version.by,
    })
    .onConflict((oc) => oc.columns(['product_id', 'effective_from']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  return (await db.selectFrom('loan_products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}

/** Every product with all its versions, newest first, in list order: what the console shows. */
export async function listProductVersions(db: Db): Promise<AdminLoanProduct[]> {
  const rows = await db
    .selectFrom('loan_product_versions as v')
    .innerJoin('loan_products as p', 'p.id', 'v.product_id')
    .select([
      'v.id', 'v.product_id', 'v.offered', 'v.name', 'v.loan_type_code', 'v.method', 'v.max_installments', 'v.rules', 'v.salary_certificate', 'v.created_at', 'v.created_by',
      sql<string>`v.effective_from::text`.as('effective_from'),
      sql<string>`v.annual_rate::text`.as('annual_rate'),
      sql<string>`v.max_amount::text`.as('max_amount'),
    ])
    .orderBy('p.position')
    .orderBy('p.id')
    .orderBy('v.effective_from', 'desc')
    .execute();
  const products = new Map<number, AdminLoanProduct>();
  for (const r of rows) {
    const product = products.get(r.product_id) ?? { product_id: r.product_id, versions: [] };
    products.set(r.product_id, product);
    product.versions.push({
      version_id: r.id,
      effective_from: r.effective_from,
      offered: r.offered,
      created_at: new Date(r.created_at).toISOString(),
      created_by: r.created_by,
      terms: {
        name: r.name,
        loan_type_code: r.loan_type_code,
        annual_rate: r.annual_rate,
        method: r.method,
        max_amount: r.max_amount,
        max_installments: r.max_installments,
        rules: r.rules,
        salary_certificate: r.salary_certificate,
      },
      rule_texts: r.rules.map(ruleText),
    });
  }
  return [...products.values()];
}
