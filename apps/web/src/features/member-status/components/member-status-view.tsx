import { useQuery } from '@tanstack/react-query';
import type { MemberStatus } from '@coop/contract';
import { formatMoney, formatThaiDate, formatThaiName } from '@coop/thai-format';
import type { ReactNode } from 'react';
import { DataPage } from '@/components/ui/data-page';
import { StatusPill } from '@/components/ui/status-pill';
import { memberStatusQuery } from '../api/get-member-status';
import { SEX_TEXT, STATUS_TEXT } from '../messages';

function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-bold text-primary">
        {title}
      </h2>
      <dl className="divide-y divide-stone-200">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-600 sm:text-base">{label}</dt>
      <dd className="mt-0.5 text-base break-words text-stone-900 sm:mt-0 sm:text-lg">{children}</dd>
    </div>
  );
}

function StatusDetails({ member, photo }: { member: MemberStatus; photo: ReactNode }) {
  const active = member.member_status === STATUS_TEXT.activeStatus;
  const dash = (value: string) => (value.trim() === '' ? STATUS_TEXT.blank : value);
  const group = [member.member_group_name, member.member_group_no && `(${member.member_group_no})`].filter(Boolean).join(' ');
  return (
    <div className="space-y-4">
      <div className="light-palette flex flex-col gap-4 rounded-2xl bg-primary p-5 text-white shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-6">
        {photo}
        <div className="min-w-0">
          <p className="text-sm opacity-90">{STATUS_TEXT.membershipNo}</p>
          <p className="text-2xl font-bold tracking-wider">{member.membership_no}</p>
          <p className="mt-2 text-xl font-semibold">{formatThaiName(member.prename, member.member_name, member.member_surname)}</p>
          <p className="mt-3">
            <span className="sr-only">{STATUS_TEXT.memberStatus} </span>
            <StatusPill tone={active ? 'bg-white text-success' : 'bg-secondary-light text-warning'}>{dash(member.member_status)}</StatusPill>
          </p>
        </div>
      </div>

      <InfoSection id="membership-section" title={STATUS_TEXT.membershipSection}>
        <Row label={STATUS_TEXT.memberDate}>{formatThaiDate(member.member_date)}</Row>
        <Row label={STATUS_TEXT.group}>{dash(group)}</Row>
        <Row label={STATUS_TEXT.position}>{dash(member.position)}</Row>
        <Row label={STATUS_TEXT.salary}>
          {formatMoney(member.salary)} {STATUS_TEXT.baht}
        </Row>
      </InfoSection>

      <InfoSection id="personal-section" title={STATUS_TEXT.personalSection}>
        <Row label={STATUS_TEXT.birthDate}>{formatThaiDate(member.birth_date)}</Row>
        <Row label={STATUS_TEXT.sex}>{SEX_TEXT[member.sex] ?? dash(member.sex)}</Row>
        <Row label={STATUS_TEXT.idCard}>
          <span className="tracking-wider">{member.id_card_masked}</span>
        </Row>
      </InfoSection>

      <InfoSection id="contact-section" title={STATUS_TEXT.contactSection}>
        <Row label={STATUS_TEXT.address}>{dash(member.address)}</Row>
        <Row label={STATUS_TEXT.phone}>
          {member.phone ? (
            <a href={`tel:${member.phone.replace(/[^0-9+]/g, '')}`} className="text-primary underline underline-offset-4">
              {member.phone}
            </a>
          ) : (
            STATUS_TEXT.blank
          )}
        </Row>
        <Row label={STATUS_TEXT.email}>{dash(member.email)}</Row>
      </InfoSection>
    </div>
  );
}

/**
 * The member's personal information (spec 2.3 /member/status), phone first: stacked cards of label-value rows.
 * `photo` is drawn in the card with the name (the route puts the profile photo there).
 */
export function MemberStatusView({ photo }: { photo?: ReactNode }) {
  const status = useQuery(memberStatusQuery());
  return (
    <DataPage text={STATUS_TEXT} query={status} isEmpty={(member) => member === null}>
      {(member) => member && <StatusDetails member={member} photo={photo} />}
    </DataPage>
  );
}
