import { ColorsView } from '@/features/site-policy/components/colors-view';

export function Component() {
  return <ColorsView />;
}
