import type { Broadcast } from '@coop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { Tabs } from '@/components/ui/tabs';
import { BroadcastComposer } from '@/features/admin-broadcasts/components/broadcast-composer';
import { BroadcastHistory } from '@/features/admin-broadcasts/components/broadcast-history';
import { ADMIN_BROADCASTS_TEXT as T } from '@/features/admin-broadcasts/messages';
import { NotificationForm } from '@/features/admin-notifications/components/notification-form';

type Tab = 'compose' | 'history' | 'desktop';

/**
 * The one place staff reach people from (issue 25 item 7): a broadcast to members, approved by a second staff user,
 * and the spec's desktop notification to open browsers, which goes at once. The desktop tab is also /admin/notifications.
 */
export function BroadcastsScreen({ start }: { start: Tab }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(start);
  const [editing, setEditing] = useState<Broadcast | undefined>();
  const choose = (key: string) => {
    const next = key as Tab;
    setTab(next);
    // the desktop notification keeps the spec's address
    void navigate(next === 'desktop' ? '/admin/notifications' : '/admin/broadcasts', { replace: true });
  };
  const tabs = [
    {
      key: 'compose',
      label: T.composeTab,
      panel: (
        <BroadcastComposer
          key={editing?.id ?? 'new'}
          draft={editing}
          onSaved={() => {
            setEditing(undefined);
            setTab('history');
          }}
        />
      ),
    },
    {
      key: 'history',
      label: T.historyTab,
      panel: (
        <BroadcastHistory
          onEdit={(b) => {
            setEditing(b);
            setTab('compose');
          }}
        />
      ),
    },
    { key: 'desktop', label: T.desktopTab, panel: <NotificationForm /> },
  ];
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading>{T.title}</PageHeading>
      <Tabs label={T.tabsLabel} idPrefix="broadcasts" tabs={tabs} value={tab} onChange={choose} />
    </>
  );
}

/** /admin/broadcasts: write a broadcast, approve others', and the history. */
export function Component() {
  return <BroadcastsScreen start="compose" />;
}
