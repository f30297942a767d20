import { AccessPage } from '@/features/access-record/components/access-page';

/** /member/access (ใครเข้าดูข้อมูลของฉัน, issue 27 item 5): who at the cooperative looked at the member's data. */
export function Component() {
  return <AccessPage />;
}
