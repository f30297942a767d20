import { KepcremView } from '@/features/member-kepcrem/components/kepcrem-view';

export function Component() {
  return <KepcremView />;
}
