import {
  PAYMENT_REQUEST_STATUS_NAMES,
  THAI_MOBILE,
  type PaymentRequestStatus,
  type PaymentServiceAccount,
  type PaymentServiceRequest,
} from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DataPage } from '@/components/ui/data-page';
import { Fact } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { MobileNumberInput } from '@/components/ui/mobile-number-input';
import { StatusPill } from '@/components/ui/status-pill';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';
import { ApiRequestError } from '@/lib/http/api-request';
import { paymentServiceQuery } from '../api/get-payment-service';
import { useRequestPaymentService } from '../api/request-payment-service';
import { PAYMENT_SERVICE_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

const STATUS_CLASS: Record<PaymentRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

function StatusBadge({ status }: { status: PaymentRequestStatus }) {
  return (
    <StatusPill tone={STATUS_CLASS[status]} large>
      {PAYMENT_REQUEST_STATUS_NAMES[status]}
    </StatusPill>
  );
}

/** One request: its status, account, number, dates and the staff's note. */
function RequestCard({ request }: { request: PaymentServiceRequest }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-700">{T.status}</span>
        <StatusBadge status={request.status} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
        <Fact label={T.accountNo} valueClass="break-words font-medium">
          {request.account_no} {request.account_name}
        </Fact>
        <Fact label={T.mobile} valueClass="font-medium">{request.mobile}</Fact>
        <Fact label={T.requestedAt} valueClass="font-medium">{when(request.requested_at)}</Fact>
        {request.decided_at && <Fact label={T.decidedAt} valueClass="font-medium">{when(request.decided_at)}</Fact>}
      </dl>
      {request.note && (
        <div className="mt-3 rounded-lg bg-stone-100 p-3">
          <p className="text-sm font-semibold text-stone-700">{T.note}</p>
          <p className="whitespace-pre-line break-words">{request.note}</p>
        </div>
      )}
    </div>
  );
}

interface FieldErrors {
  account?: string;
  mobile?: string;
  consent?: string;
}

/** The request form: one of the member's open accounts, a mobile number, consent to the terms shown above the box. */
function RequestForm({ accounts }: { accounts: PaymentServiceAccount[] }) {
  const send = useRequestPaymentService();
  const [account, setAccount] = useState(accounts.length === 1 ? accounts[0]!.account_no : '');
  const [mobile, setMobile] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const typed = mobile.replace(/[\s-]/g, '');
    const found: FieldErrors = {
      account: account === '' ? T.needAccount : undefined,
      mobile: THAI_MOBILE.test(typed) ? undefined : T.needMobile,
      consent: consent ? undefined : T.needConsent,
    };
    setErrors(found);
    const first = (['account', 'mobile', 'consent'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`payment-${first}`)?.focus();
      return;
    }
    send.mutate(
      { account_no: account, mobile: typed, consent: true },
      {
        onError: (error) => setRefusal(error instanceof ApiRequestError ? error.serverMessage || error.message : undefined),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <FormField id="payment-account" label={T.account} error={errors.account}>
        {(a11y) => (
          <select {...a11y} className={inputClass} value={account} onChange={(e) => setAccount(e.target.value)}>
            <option value="">{T.chooseAccount}</option>
            {accounts.map((a) => (
              <option key={a.account_no} value={a.account_no}>
                {a.account_no} {a.type_name} {a.account_name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="payment-mobile" label={T.mobile} help={T.mobileHelp} error={errors.mobile}>
        {(a11y) => <MobileNumberInput {...a11y} value={mobile} onValueChange={setMobile} />}
      </FormField>
      <div>
        <h3 className="mb-2 text-base font-semibold text-stone-800">{T.termsTitle}</h3>
        <p id="payment-terms" className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-base leading-relaxed text-stone-800">
          {T.terms}
        </p>
        <label className="mt-3 flex items-start gap-3 text-base">
          <input
            id="payment-consent"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            checked={consent}
            aria-describedby={errors.consent ? 'payment-terms payment-consent-error' : 'payment-terms'}
            aria-invalid={!!errors.consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <span>{T.consent}</span>
        </label>
        {errors.consent && (
          <p id="payment-consent-error" className="mt-1.5 text-base font-medium text-danger">
            {errors.consent}
          </p>
        )}
      </div>
      <FormRefusal message={refusal} />
      <SubmitButton pending={send.isPending} label={T.submit} pendingLabel={T.submitting} fit />
    </form>
  );
}

/** /member/requestpromoney: the latest request's status and note, the form when none is pending, earlier requests. */
export function PaymentServicePage() {
  const query = useQuery(paymentServiceQuery());
  return (
    <DataPage text={T} subtitle={T.subtitle} query={query}>
      {({ accounts, requests }) => {
        const [latest, ...earlier] = requests;
        const pending = latest?.status === 'pending';
        return (
          <div className="max-w-2xl space-y-6">
            {latest && (
              <TitledSection title={T.currentTitle}>
                <RequestCard request={latest} />
                {pending && <p className="mt-3 text-base text-stone-700">{T.pendingNotice}</p>}
              </TitledSection>
            )}
            {!pending && (
              <TitledSection title={T.formTitle}>
                {accounts.length === 0 ? <p className="rounded-2xl bg-white p-4 text-base shadow-sm">{T.noAccounts}</p> : <RequestForm accounts={accounts} />}
              </TitledSection>
            )}
            {earlier.length > 0 && (
              <TitledSection title={T.historyTitle}>
                <ol className="space-y-3">
                  {earlier.map((r) => (
                    <li key={r.id}>
                      <RequestCard request={r} />
                    </li>
                  ))}
                </ol>
              </TitledSection>
            )}
          </div>
        );
      }}
    </DataPage>
  );
}
