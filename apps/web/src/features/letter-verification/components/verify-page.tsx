import { BALANCE_KIND_NAMES, groupLetterCode, normaliseLetterCode, type VerifyDocumentResponse, type VerifyLetterResponse } from '@coop/contract';
import { buddhistYear, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { StandalonePage } from '@/components/layouts/standalone-page';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { Fact } from '@/components/ui/detail-list';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { LoadingState } from '@/components/ui/loading-state';
import { Money } from '@/components/ui/money';
import { isNotFound } from '@/lib/http/api-request';
import { verifiedLetterQuery } from '../api/verify-letter';
import { VERIFY_TEXT as T } from '../messages';

/** A code as typed or scanned, in its printed form `XXXX-XXXX-XXXX`; undefined when it cannot be one. */
function printedCode(typed: string): string | undefined {
  const plain = normaliseLetterCode(typed);
  return plain && groupLetterCode(plain);
}

/** A code to check: typed, tidied into its printed form, and opened at its own address. */
function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = printedCode(typed);
    if (!code) {
      setError(T.needCode);
      document.getElementById('letter-code')?.focus();
      return;
    }
    setError(undefined);
    setTyped(code);
    void navigate(`/verify/${code}`);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:flex-1">
        <FormField id="letter-code" label={T.codeLabel} help={T.codeHelp} error={error}>
          {(a11y) => (
            <input
              {...a11y}
              className={`${inputClass} font-mono tracking-wider uppercase`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <button type="submit" className={`${primaryButtonClass} sm:mt-8`}>
        {T.check}
      </button>
    </form>
  );
}

function NotFound() {
  return (
    <div role="alert" className="rounded-2xl border-2 border-danger/40 bg-danger-light p-5 sm:p-6">
      <h2 className="text-xl font-bold text-danger">{T.notFoundTitle}</h2>
      <p className="mt-2 text-lg text-stone-800">{T.notFoundHint}</p>
    </div>
  );
}

/** The letter as the cooperative recorded it: who, when, its fingerprint, and every line with the member's answer. */
function GenuineLetter({ letter }: { letter: VerifyLetterResponse }) {
  return (
    <div className="space-y-5">
      <div role="status" className="rounded-2xl border-2 border-success/40 bg-primary-light p-5 sm:p-6">
        <h2 className="text-xl font-bold text-success">{T.genuineTitle}</h2>
        <p className="mt-2 text-base text-stone-800">{T.genuineHint}</p>
      </div>
      <article aria-label={T.title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
          <Fact label={T.letterCode} valueClass="font-mono text-lg font-bold tracking-wider">{letter.letter_code}</Fact>
          <Fact label={T.coop}>{letter.coop_name}</Fact>
          <Fact label={T.year}>{buddhistYear(letter.year)}</Fact>
          <Fact label={T.balanceDate}>{formatThaiDate(letter.balance_date, 'long')}</Fact>
          <Fact label={T.membershipNo}>{letter.membership_no}</Fact>
          <Fact label={T.memberName}>{letter.member_name_masked}</Fact>
          <Fact label={T.answeredAt}>{formatThaiDate(letter.answered_at, 'long', { withTime: true })}</Fact>
          <dt className="text-stone-600">{T.fingerprint}</dt>
          <dd>
            <span className="font-mono text-sm break-all">{letter.fingerprint}</span>
            <span className="block text-sm text-stone-600">{T.fingerprintHelp}</span>
          </dd>
        </dl>
        <h2 className="mt-6 mb-3 text-xl font-bold text-primary">{T.linesTitle}</h2>
        <ul className="space-y-3">
          {letter.lines.map((line) => (
            <li key={line.line_no} data-testid={`verify-line-${line.line_no}`} className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
              <p className="text-sm font-semibold text-primary">{BALANCE_KIND_NAMES[line.kind]}</p>
              <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {line.description}
                    {line.reference !== '' && <span className="font-normal whitespace-nowrap text-stone-600"> {line.reference}</span>}
                  </p>
                  {line.units !== null && <p className="text-stone-600">{T.units(formatNumber(line.units))}</p>}
                </div>
                <p className="ml-auto text-lg font-bold">
                  <Money value={line.amount} baht />
                </p>
              </div>
              <p className="mt-2 text-base">
                <span className="text-stone-600">{T.answer}: </span>
                <span className={`font-bold ${line.agreed ? 'text-success' : 'text-danger'}`}>{line.agreed ? T.correct : T.incorrect}</span>
              </p>
              {!line.agreed && (
                // what the member said of a disputed line, as the printed letter shows it
                <dl className="mt-1 grid gap-x-3 text-base sm:grid-cols-[auto_1fr]">
                  <Fact label={T.reason}>{line.reason}</Fact>
                  {line.claimed_amount !== null && (
                    <Fact label={T.claimedAmount}>
                      <Money value={line.claimed_amount} baht />
                    </Fact>
                  )}
                </dl>
              )}
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}

/**
 * Another document the portal issued (a statement, a dividend slip; decision 079): what it stated when issued, and
 * whether the cooperative's record still states the same.
 */
function GenuineDocument({ document }: { document: VerifyDocumentResponse }) {
  const matches = document.matches_record;
  return (
    <div className="space-y-5">
      <div
        role="status"
        className={`rounded-2xl border-2 p-5 sm:p-6 ${matches ? 'border-success/40 bg-primary-light' : 'border-warning/50 bg-secondary-light'}`}
      >
        <h2 className={`text-xl font-bold ${matches ? 'text-success' : 'text-warning'}`}>{matches ? T.documentGenuineTitle : T.documentChangedTitle}</h2>
        <p className="mt-2 text-base text-stone-800">{matches ? T.documentGenuineHint : T.documentChangedHint}</p>
      </div>
      <article aria-label={document.title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
          <Fact label={T.documentCode} valueClass="font-mono text-lg font-bold tracking-wider">{document.document_code}</Fact>
          <Fact label={T.documentKind}>{document.title}</Fact>
          <Fact label={T.coop}>{document.coop_name}</Fact>
          <Fact label={T.membershipNo}>{document.membership_no}</Fact>
          <Fact label={T.memberName}>{document.member_name_masked}</Fact>
          <Fact label={T.issuedAt}>{formatThaiDate(document.issued_at, 'long', { withTime: true })}</Fact>
          <dt className="text-stone-600">{T.fingerprint}</dt>
          <dd>
            <span className="font-mono text-sm break-all">{document.fingerprint}</span>
            <span className="block text-sm text-stone-600">{T.fingerprintHelp}</span>
          </dd>
        </dl>
        <h2 className="mt-6 mb-3 text-xl font-bold text-primary">{T.factsTitle}</h2>
        <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-stone-50">
          {document.facts.map((fact) => (
            <div key={fact.label} className="flex flex-wrap items-baseline justify-between gap-x-4 px-3 py-2 sm:px-4">
              <dt className="text-stone-600">{fact.label}</dt>
              <dd className="ml-auto text-right font-semibold break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}

function Verification({ code }: { code: string }) {
  const query = useQuery(verifiedLetterQuery(code));
  if (query.isPending) return <LoadingState label={T.loading} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />;
    return <ErrorState title={T.failed} message={query.error.message} retryLabel={T.retry} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return 'document_kind' in query.data ? <GenuineDocument document={query.data} /> : <GenuineLetter letter={query.data} />;
}

/**
 * /verify/{code}: the auditor's check that a letter and its figures are the ones the member confirmed. A code that
 * cannot be one is "not found" without asking the server: forged paper is the likely reason either way. /verify
 * alone (no code yet) is the form to type one.
 */
export function VerifyPage({ code: typed }: { code: string }) {
  const code = printedCode(typed);
  return (
    <StandalonePage title={T.title} back={{ to: '/home', label: T.backHome }}>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{T.title}</h1>
      <p className="mt-2 text-base text-stone-700">{T.intro}</p>
      <p className="mt-1 mb-5 text-base text-stone-700">{T.otherDocuments}</p>
      <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <CodeForm key={typed} initial={code ?? typed} />
      </div>
      {code ? <Verification code={code} /> : typed !== '' && <NotFound />}
    </StandalonePage>
  );
}
