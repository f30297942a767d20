import type { AuditQuery, SignInQuery } from '@coop/contract';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { Tabs } from '@/components/ui/tabs';
import { AuditLogView } from '@/features/admin-audit/components/audit-log-view';
import { SignInLogView } from '@/features/admin-audit/components/sign-in-log-view';
import { ADMIN_AUDIT_TEXT } from '@/features/admin-audit/messages';

const ACTION_KEYS = ['page', 'actor', 'action', 'target', 'from', 'to'] as const;
const SIGN_IN_KEYS = ['page', 'area', 'subject', 'outcome', 'from', 'to'] as const;
const SIGN_INS = 'sign-ins';

/**
 * /admin/audit: staff actions, or member and member-group sign-ins (`?view=sign-ins`); the view and its filter live in
 * the address, so a filtered view can be reloaded or sent to a colleague.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === SIGN_INS ? SIGN_INS : 'actions';
  const filterOf = (keys: readonly string[]) => Object.fromEntries(keys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  const show = (next: object, extra: Record<string, string> = {}) =>
    setParams([...Object.entries(extra), ...(Object.entries(next).filter(([, v]) => v) as [string, string][])]);
  const actions = filterOf(ACTION_KEYS) as AuditQuery;
  const signIns = filterOf(SIGN_IN_KEYS) as SignInQuery;
  return (
    <>
      <PageTitle page={ADMIN_AUDIT_TEXT.title} />
      <PageHeading subtitle={ADMIN_AUDIT_TEXT.intro}>{ADMIN_AUDIT_TEXT.title}</PageHeading>
      <Tabs
        label={ADMIN_AUDIT_TEXT.views}
        idPrefix="audit-view"
        value={view}
        onChange={(key) => show({}, key === SIGN_INS ? { view: SIGN_INS } : {})}
        tabs={[
          {
            key: 'actions',
            label: ADMIN_AUDIT_TEXT.actionsTab,
            panel: <AuditLogView key={JSON.stringify(actions)} filter={actions} onFilter={(next) => show(next)} />,
          },
          {
            key: SIGN_INS,
            label: ADMIN_AUDIT_TEXT.signInsTab,
            panel: <SignInLogView key={JSON.stringify(signIns)} filter={signIns} onFilter={(next) => show(next, { view: SIGN_INS })} />,
          },
        ]}
      />
    </>
  );
}
