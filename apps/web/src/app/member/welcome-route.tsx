import { MemberHomeView } from '@/features/member-home/components/member-home-view';
import { PushOnThisDevice } from '@/features/web-push/components/push-on-this-device';

export function Component() {
  return (
    <>
      <MemberHomeView />
      {/* here until the notification settings page (/member/notifications) of issue 25 takes it */}
      <div className="mt-6">
        <PushOnThisDevice />
      </div>
    </>
  );
}
