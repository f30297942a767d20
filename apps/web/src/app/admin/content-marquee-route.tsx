import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { MarqueeEditor } from '@/features/admin-content/components/marquee-editor';
import { ADMIN_CONTENT_TEXT as T } from '@/features/admin-content/messages';

/** /admin/marquee: the notes of the public marquee band. */
export function Component() {
  return (
    <>
      <PageTitle page={T.marqueeTitle} />
      <PageHeading subtitle={T.marqueeSubtitle}>{T.marqueeTitle}</PageHeading>
      <MarqueeEditor />
    </>
  );
}
