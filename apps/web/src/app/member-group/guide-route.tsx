import { PageTitle } from '@/components/ui/page-title';
import { GuideView } from '@/features/member-group-reports/components/guide-view';
import { GUIDE_TEXT } from '@/features/member-group-reports/messages';

export function Component() {
  return (
    <>
      <PageTitle page={GUIDE_TEXT.title} />
      <GuideView />
    </>
  );
}
