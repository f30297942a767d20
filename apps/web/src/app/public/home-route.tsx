import { PageTitle } from '@/components/ui/page-title';
import { HomeView } from '@/features/info-content/components/home-view';
import { CONTENT_TEXT } from '@/features/info-content/messages';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle page={CONTENT_TEXT.home} />
      <h1 className="sr-only">{CONTENT_TEXT.home}</h1>
      <HomeView />
    </div>
  );
}
