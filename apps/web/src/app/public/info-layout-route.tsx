import { Outlet } from 'react-router';
import { InfoLayout } from '@/components/layouts/info-layout';

export function Component() {
  return (
    <InfoLayout>
      <Outlet />
    </InfoLayout>
  );
}
