import { deviceName, type MemberPortalStatus } from '@coop/contract';
import { formatThaiDate, formatThaiName } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { QueryView } from '@/components/ui/query-view';
import { Spinner } from '@/components/ui/spinner';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useForcePasswordReset } from '../api/force-password-reset';
import { memberPortalStatusQuery } from '../api/get-member-portal-status';
import { useUnlockMember } from '../api/unlock-member';
import { ADMIN_MEMBERS_TEXT as t } from '../messages';
import { ImpersonationForm } from './impersonation-form';

const when = (iso: string | null) => (iso ? formatThaiDate(iso, 'short', { withTime: true }) : t.never);

/** One member's portal status for a support call, the actions on the account, and the impersonation form. */
export function MemberStatusPanel({ membershipNo, onImpersonate }: { membershipNo: string; onImpersonate: () => void }) {
  const status = useQuery(memberPortalStatusQuery(membershipNo));
  return (
    <QueryView query={status} loadingLabel={t.loadingStatus} failedTitle={t.statusFailed}>
      {(s) => (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="grid gap-4">
            <Overview status={s} />
            <Sessions status={s} />
          </div>
          <div className="grid gap-4">
            <Actions membershipNo={membershipNo} />
            <ImpersonationForm membershipNo={membershipNo} onStarted={onImpersonate} />
          </div>
        </div>
      )}
    </QueryView>
  );
}

function Overview({ status: s }: { status: MemberPortalStatus }) {
  const m = s.member;
  return (
    <Card title={t.statusTitle} titleId="member-status-title">
      <p className="mb-3 text-xl font-bold text-stone-900">
        {formatThaiName(m.prename, m.member_name, m.member_surname)} <span className="font-normal text-stone-700">({m.membership_no})</span>
      </p>
      <DetailList>
        <DetailItem label={t.portal}>{m.registered ? t.registered : t.notRegistered}</DetailItem>
        <DetailItem label={t.passwordChanged}>{when(s.password_changed_at)}</DetailItem>
        <DetailItem label={t.lastLogin}>{when(s.last_login_at)}</DetailItem>
        <DetailItem label={t.lockNow}>
          {s.locks.length === 0 ? (
            t.notLocked
          ) : (
            <ul className="font-semibold text-danger">
              {s.locks.map((l) => (
                <li key={`${l.area}:${l.kind}`}>
                  {t.areas[l.area] ?? l.area}: {t.kinds[l.kind] ?? l.kind} ({t.failures(l.failures)}) · {t.lockedUntil(when(l.locked_until))}
                </li>
              ))}
            </ul>
          )}
        </DetailItem>
      </DetailList>
      <h3 className="mt-4 mb-1 text-base font-semibold text-stone-800">{t.lockHistory}</h3>
      {s.lock_history.length === 0 ? (
        <p className="text-stone-700">{t.noLockHistory}</p>
      ) : (
        <ul className="grid gap-1 text-base text-stone-800">
          {s.lock_history.map((h) => (
            <li key={`${h.locked_at}:${h.area}:${h.kind}`}>
              {when(h.locked_at)} · {t.areas[h.area] ?? h.area}: {t.kinds[h.kind] ?? h.kind} · {t.from(h.address)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Sessions({ status: s }: { status: MemberPortalStatus }) {
  return (
    <Card title={t.sessionsTitle(s.sessions.length)} titleId="member-sessions-title">
      {s.sessions.length === 0 ? (
        <p className="text-stone-700">{t.noSessions}</p>
      ) : (
        <ul className="grid gap-2">
          {s.sessions.map((session) => (
            <li key={session.created_at + session.ip} className="rounded-lg bg-stone-100 px-3 py-2">
              <p className="font-medium">{t.sessionSince(when(session.created_at), when(session.expires_at))}</p>
              <p className="text-sm text-stone-700">
                {deviceName(session.user_agent)} · {session.ip}
              </p>
              {session.impersonator && <p className="text-sm font-semibold text-warning">{t.sessionBy(session.impersonator)}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Actions({ membershipNo }: { membershipNo: string }) {
  const unlock = useUnlockMember(membershipNo);
  const endSessions = useEndMemberSessions(membershipNo);
  const forceReset = useForcePasswordReset(membershipNo);
  return (
    <Card title={t.actionsTitle} titleId="member-actions-title">
      <div className="grid gap-2">
        {[
          { label: t.unlock, question: t.confirmUnlock, action: unlock },
          { label: t.endSessions, question: t.confirmEndSessions, action: endSessions },
          { label: t.forceReset, question: t.confirmForceReset, action: forceReset },
        ].map(({ label, question, action }) => (
          // a tap by mistake changes nothing: each action on the account asks first
          <ConfirmButton key={label} question={question} className={`${secondaryButtonClass} w-full`} disabled={action.isPending} onConfirm={() => action.mutate()}>
            {action.isPending && <Spinner className="size-5" />}
            {label}
          </ConfirmButton>
        ))}
      </div>
    </Card>
  );
}
