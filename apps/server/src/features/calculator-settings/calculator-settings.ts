import type { AdminSavedResponse, CalculatorSettings } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CALCULATOR_TEXT } from './calculator-text';
import { readCalculatorSettings, replaceCalculatorSettings } from './calculator-settings-queries';

/** What the public calculators start from. */
export const calculatorSettings = (context: DomainContext): Promise<CalculatorSettings> => readCalculatorSettings(context.db);

/** Staff replace the loan types and rates; audited with the whole set before and after, the public pages forgotten. */
export async function saveCalculatorSettings(context: DomainContext, body: CalculatorSettings): Promise<AdminSavedResponse> {
  const settings: CalculatorSettings = { ...body, loan_types: body.loan_types.map((t) => ({ ...t, name: t.name.trim() })) };
  const names = settings.loan_types.map((t) => t.name);
  // a visitor picks a type by its name: two alike could not be told apart
  if (new Set(names).size !== names.length) throw new ApiFailure(400, 'DUPLICATE_NAME', CALCULATOR_TEXT.duplicateName);
  await auditedChange(context, { action: 'site.calculators_update', target: 'calculator_settings' }, async (trx) => {
    const before = await readCalculatorSettings(trx);
    await replaceCalculatorSettings(trx, settings);
    return { before, after: settings, result: undefined };
  });
  return adminSaved(CALCULATOR_TEXT.saved);
}
