import type { AdminLoanProductsResponse, AdminLoanProductVersionBody, AdminSavedResponse, LoanRule } from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { auditedChange } from '../../audit/audited-change';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { insertProduct, insertProductVersion, listProductVersions, productExists } from './loan-eligibility-queries';

export const LOAN_PRODUCT_TEXT = {
  saved: 'บันทึกเกณฑ์เงินกู้แล้ว มีผลตามวันที่กำหนด',
  past: 'วันที่มีผลต้องไม่ก่อนวันนี้ เกณฑ์ที่ใช้ไปแล้วแก้ย้อนหลังไม่ได้',
  dateTaken: 'ประเภทเงินกู้นี้มีเกณฑ์ที่มีผลวันนี้อยู่แล้ว กรุณาเลือกวันอื่น',
  noProduct: 'ไม่พบประเภทเงินกู้นี้',
  ruleTwice: 'เกณฑ์แต่ละชนิดใส่ได้ครั้งเดียว กรุณารวมเป็นข้อเดียว',
  bands: 'ช่วงยอดกู้ของผู้ค้ำประกันต้องเรียงจากน้อยไปมาก และช่วงสุดท้ายเท่านั้นที่ไม่มีเพดาน',
  tiers: 'อายุสมาชิกของแต่ละขั้นเงินเดือนต้องไม่ซ้ำกัน',
} as const;

/** What the schema cannot say of a rule set: each kind once, bands in order, tiers apart. */
function ruleProblem(rules: readonly LoanRule[]): string | undefined {
  const kinds = rules.map((r) => r.kind);
  if (new Set(kinds).size !== kinds.length) return LOAN_PRODUCT_TEXT.ruleTwice;
  for (const rule of rules) {
    if (rule.kind === 'guarantors') {
      const ends = rule.bands.map((b) => b.up_to);
      const open = ends.indexOf(null);
      const bounded = ends.filter((e): e is number => e !== null);
      if ((open !== -1 && open !== ends.length - 1) || bounded.some((e, i) => i > 0 && e <= bounded[i - 1]!)) return LOAN_PRODUCT_TEXT.bands;
    }
    if (rule.kind === 'salary_multiple' && new Set(rule.tiers.map((t) => t.from_years)).size !== rule.tiers.length) return LOAN_PRODUCT_TEXT.tiers;
  }
  return undefined;
}

export async function adminLoanProducts(context: DomainContext): Promise<AdminLoanProductsResponse> {
  return { rc_code: '1' as const, today: thaiToday(context.now().getTime()), products: await listProductVersions(context.db) };
}

/**
 * A new version of a product, or a new product with its first version, from a day not yet past: what is in force
 * today or was before is never rewritten (decision 063). Audited with what was added.
 */
export async function addLoanProductVersion(context: DomainContext, body: AdminLoanProductVersionBody): Promise<AdminSavedResponse> {
  if (body.effective_from < thaiToday(context.now().getTime())) throw new ApiFailure(400, 'EFFECTIVE_DATE_PAST', LOAN_PRODUCT_TEXT.past);
  const problem = ruleProblem(body.terms.rules);
  if (problem) throw new ApiFailure(400, 'RULES_INVALID', problem);
  const terms = { ...body.terms, name: body.terms.name.trim() };
  const id = await auditedChange(context, { action: 'loan.product_version_add', target: `loan_product:${body.product_id ?? 'new'}` }, async (trx) => {
    if (body.product_id !== null && !(await productExists(trx, body.product_id))) throw new ApiFailure(404, 'NOT_FOUND', LOAN_PRODUCT_TEXT.noProduct);
    const productId = body.product_id ?? (await insertProduct(trx));
    const versionId = await insertProductVersion(trx, { productId, effectiveFrom: body.effective_from, offered: body.offered, terms, by: staffActor(context), at: context.now() });
    if (versionId === undefined) throw new ApiFailure(400, 'VERSION_EXISTS', LOAN_PRODUCT_TEXT.dateTaken);
    return { before: null, after: { product_id: productId, version_id: versionId, effective_from: body.effective_from, offered: body.offered, ...terms }, result: versionId };
  });
  return adminSaved(LOAN_PRODUCT_TEXT.saved, id);
}
