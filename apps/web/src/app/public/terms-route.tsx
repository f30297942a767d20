import { TermsView } from '@/features/member-terms/components/terms-view';

export function Component() {
  return <TermsView />;
}
