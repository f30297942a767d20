import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { CalculatorSettingsEditor } from '@/features/admin-site/components/calculator-settings-editor';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/calculators: the calculators' loan types and rates (admins and content editors). */
export function Component() {
  return (
    <>
      <PageTitle page={T.calculatorsTitle} />
      <PageHeading subtitle={T.calculatorsSubtitle}>{T.calculatorsTitle}</PageHeading>
      <CalculatorSettingsEditor />
    </>
  );
}
