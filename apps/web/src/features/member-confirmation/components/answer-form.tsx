import type { BalanceLine, ConfirmAnswerBody } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiRequestError } from '@/lib/http/api-request';
import { useAnswerConfirmation } from '../api/answer-confirmation';
import { EMPTY_DRAFT, type LineDraft, type LineProblems, checkDrafts } from '../answer-draft';
import { CONFIRMATION_TEXT as T } from '../messages';
import { LetterLines } from './letter-lines';
import type { Letter } from './letter-sheet';
import { SendAnswerDialog } from './send-answer-dialog';

const choiceClass =
  'flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 px-4 py-2 text-base font-semibold transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary';

interface LineAnswerProps {
  line: BalanceLine;
  draft: LineDraft;
  problems: LineProblems | undefined;
  onChange: (draft: LineDraft) => void;
}

/** One line's choice, "ถูกต้อง" or "ไม่ถูกต้อง"; not agreed asks for the reason and, if the member knows it, the amount. */
function LineAnswer({ line, draft, problems, onChange }: LineAnswerProps) {
  const no = line.line_no;
  const choiceError = problems?.choice ? `answer-${no}-error` : undefined;
  const option = (agreed: boolean) => {
    const chosen = draft.agreed === agreed;
    const tone = agreed ? 'border-success bg-success text-white' : 'border-danger bg-danger text-white';
    return (
      <label className={`${choiceClass} ${chosen ? tone : 'border-stone-300 bg-white text-stone-800 hover:border-primary'}`}>
        <input
          id={`answer-${no}-${agreed ? 'yes' : 'no'}`}
          type="radio"
          name={`answer-${no}`}
          className="size-5 accent-white"
          checked={chosen}
          aria-describedby={choiceError}
          aria-invalid={!!choiceError}
          onChange={() => onChange({ ...draft, agreed })}
        />
        {agreed ? T.correct : T.incorrect}
      </label>
    );
  };
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <fieldset>
        <legend className="sr-only">{T.answerLegend(`${line.description} ${line.reference}`.trim())}</legend>
        <div className="flex gap-3">
          {option(true)}
          {option(false)}
        </div>
      </fieldset>
      {choiceError && (
        <p id={choiceError} className="mt-1.5 text-base font-medium text-danger">
          {problems?.choice}
        </p>
      )}
      {draft.agreed === false && (
        <div className="mt-3 space-y-3">
          <FormField id={`reason-${no}`} label={T.reason} help={T.reasonHelp} error={problems?.reason}>
            {(a11y) => (
              <textarea {...a11y} rows={3} className={inputClass} value={draft.reason} onChange={(e) => onChange({ ...draft, reason: e.target.value })} />
            )}
          </FormField>
          <FormField id={`claimed-${no}`} label={T.claimed} error={problems?.claimed}>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} sm:max-w-60`}
                value={draft.claimed}
                onChange={(e) => onChange({ ...draft, claimed: e.target.value })}
              />
            )}
          </FormField>
        </div>
      )}
    </div>
  );
}

const firstProblemField = (no: number, p: LineProblems) => (p.choice ? `answer-${no}-yes` : p.reason ? `reason-${no}` : `claimed-${no}`);

/**
 * The letter's answer: every line "ถูกต้อง" or "ไม่ถูกต้อง" (with a reason), checked here in Thai before sending, then
 * one "ยืนยันยอด" with a last step that says the answer cannot be changed. The digest the letter came with goes back,
 * so figures changed since are refused by the server rather than recorded.
 */
export function AnswerForm({ letter, year }: { letter: Letter; year: number }) {
  const answer = useAnswerConfirmation(year);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, LineDraft>>(new Map());
  const [problems, setProblems] = useState<ReadonlyMap<number, LineProblems>>(new Map());
  const [ready, setReady] = useState<ConfirmAnswerBody['answers']>();
  const [refusal, setRefusal] = useState<string>();

  const change = (no: number, draft: LineDraft) => {
    setDrafts((before) => new Map(before).set(no, draft));
    if (problems.has(no)) {
      const rest = new Map(problems);
      rest.delete(no);
      setProblems(rest);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const check = checkDrafts(letter.lines, drafts);
    if ('problems' in check) {
      setProblems(check.problems);
      const [no, first] = check.problems.entries().next().value!;
      document.getElementById(firstProblemField(no, first))?.focus();
      return;
    }
    setProblems(new Map());
    setReady(check.body);
  };

  const send = () => {
    if (!ready) return;
    answer.mutate(
      { digest: letter.digest, answers: ready },
      {
        onError: (error) => setRefusal(error instanceof ApiRequestError ? error.serverMessage || error.message : undefined),
        onSettled: () => setReady(undefined),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-base text-stone-800">{T.intro}</p>
      <LetterLines
        lines={letter.lines}
        below={(line) => (
          <LineAnswer line={line} draft={drafts.get(line.line_no) ?? EMPTY_DRAFT} problems={problems.get(line.line_no)} onChange={(d) => change(line.line_no, d)} />
        )}
      />
      <div className="mt-6 space-y-3">
        <FormRefusal message={problems.size > 0 ? T.formProblems : refusal} />
        <SubmitButton pending={answer.isPending} label={T.submit} pendingLabel={T.submitting} fit />
      </div>
      {ready && (
        <SendAnswerDialog
          agreed={ready.filter((a) => a.agreed).length}
          disputed={ready.filter((a) => !a.agreed).length}
          sending={answer.isPending}
          onSend={send}
          onBack={() => setReady(undefined)}
        />
      )}
    </form>
  );
}
