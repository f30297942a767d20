import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { linkClass } from '@/components/ui/button-classes';
import { DataPage } from '@/components/ui/data-page';
import { TitledSection } from '@/components/ui/titled-section';
import { loanApplicationsQuery } from '../api/get-loan-applications';
import { APPLICATION_TEXT as T } from '../messages';
import { ApplicationStatus } from './application-status';

/** /member/loan-applications: the member's applications and the guarantees asked of them, each a card to open. */
export function ApplicationsPage() {
  const query = useQuery(loanApplicationsQuery());
  return (
    <DataPage text={T} query={query}>
      {({ applications, guarantee_requests: requests }) => (
        <div className="max-w-2xl space-y-6">
          {requests.length > 0 && (
            <TitledSection title={T.guaranteeRequests}>
              <ul className="space-y-3">
                {requests.map((r) => (
                  <li key={r.application_no} className="relative rounded-2xl bg-white p-4 shadow-sm">
                    <Link to={`/member/loan-guarantees/${r.application_no}`} className={`${linkClass} text-lg after:absolute after:inset-0`}>
                      {T.applicantLine(r.applicant_name, formatMoney(r.amount))}
                    </Link>
                    <p className="mt-1 text-base text-stone-700">
                      {r.product_name} · {T.applicationNo} {r.application_no} · {T.answer[r.status]}
                    </p>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
          <TitledSection title={T.myApplications}>
            {applications.length === 0 ? (
              <p className="rounded-2xl bg-white p-4 text-base shadow-sm">
                {T.noApplications}{' '}
                <Link to="/member/loan-eligibility" className={linkClass}>
                  {T.toEligibility}
                </Link>
              </p>
            ) : (
              <ul className="space-y-3">
                {applications.map((a) => (
                  <li key={a.application_no} className="relative rounded-2xl bg-white p-4 shadow-sm">
                    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                      <Link to={`/member/loan-applications/${a.application_no}`} className={`${linkClass} text-lg after:absolute after:inset-0`}>
                        {a.product_name}
                      </Link>
                      <ApplicationStatus status={a.status} />
                    </div>
                    <p className="text-base text-stone-800">{T.amountLine(formatMoney(a.amount), formatNumber(a.installments, 0))}</p>
                    <p className="text-base text-stone-700">
                      {T.applicationNo} {a.application_no} · {T.submittedAt} {formatThaiDate(a.submitted_at, 'short')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
        </div>
      )}
    </DataPage>
  );
}
