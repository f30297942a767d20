import { BODY_RULE, type BoardTopicResponse, NAME_RULE, normaliseText } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { ItemPage } from '@/components/ui/item-page';
import { notifySuccess } from '@/lib/notify';
import { boardTopicQuery } from '../api/get-board-topic';
import { usePostBoardAnswer } from '../api/post-board-answer';
import { BOARD_TEXT } from '../messages';
import { RuleField, ruleProblem } from '@/components/ui/rule-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';

const when = (iso: string) => formatThaiDate(iso, 'long', { withTime: true });

/** Visitors' text is shown as typed: React escapes it, and pre-line keeps their line breaks. */
function Post({ name, body, createdAt, kind }: { name: string; body: string; createdAt: string; kind: 'topic' | 'answer' }) {
  return (
    <div className={`rounded-2xl p-5 shadow-sm ${kind === 'topic' ? 'bg-white' : 'bg-primary-light/60'}`}>
      <p data-testid="board-text" className="text-lg break-words whitespace-pre-line text-stone-900">
        {body}
      </p>
      <p className="mt-3 text-base text-stone-600">
        {BOARD_TEXT.by} <span className="font-semibold break-words text-stone-800">{name}</span> · {when(createdAt)}
      </p>
    </div>
  );
}

function AnswerForm({ topicId }: { topicId: string }) {
  const answer = usePostBoardAnswer(topicId);
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ name?: string; body?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: ruleProblem(name, NAME_RULE), body: ruleProblem(body, BODY_RULE) };
    setProblems(found);
    if (found.name || found.body) return;
    answer.mutate(
      { name: normaliseText(name), body: normaliseText(body) },
      {
        onSuccess: (result) => {
          notifySuccess(result.rc_des);
          setBody('');
        },
      },
    );
  };
  return (
    <TitledSection title={BOARD_TEXT.answerHeading} className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <p className="-mt-2 mb-4 text-base text-stone-600">{BOARD_TEXT.plainTextHint}</p>
      <form noValidate onSubmit={submit} className="space-y-5">
        <RuleField id="answer-name" rule={NAME_RULE} value={name} onChange={setName} error={problems.name} />
        <RuleField id="answer-body" rule={BODY_RULE} label={BOARD_TEXT.answerBody} value={body} onChange={setBody} error={problems.body} />
        <FormRefusal message={answer.error?.message} />
        <SubmitButton fit pending={answer.isPending} label={BOARD_TEXT.sendAnswer} pendingLabel={BOARD_TEXT.sending} />
      </form>
    </TitledSection>
  );
}

function Topic({ topic, answers }: BoardTopicResponse) {
  return (
    <div className="space-y-6">
      <PageTitle page={topic.title} />
      <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">{topic.title}</h1>
      <Post name={topic.name} body={topic.body} createdAt={topic.created_at} kind="topic" />
      <section aria-labelledby="answers" className="space-y-3">
        <h2 id="answers" className="text-xl font-bold text-primary">
          {BOARD_TEXT.answersHeading} ({answers.length})
        </h2>
        {answers.length === 0 ? (
          <EmptyState title={BOARD_TEXT.noAnswer} />
        ) : (
          answers.map((a) => <Post key={a.id} name={a.name} body={a.body} createdAt={a.created_at} kind="answer" />)
        )}
      </section>
    </div>
  );
}

/** /boardShow/{topicId}: the question, its answers oldest first, and the form to answer. */
export function BoardTopicView({ topicId }: { topicId: string }) {
  const topic = useQuery(boardTopicQuery(topicId));
  return (
    <ItemPage backTo="/board" query={topic} text={BOARD_TEXT.topicPage}>
      {(data) => (
        <>
          <Topic topic={data.topic} answers={data.answers} />
          <div className="mt-6">
            {/* staff closed it (moderation): no form that the server would refuse */}
            {data.topic.closed ? <p className="rounded-2xl bg-stone-100 p-5 text-lg text-stone-700">{BOARD_TEXT.closed}</p> : <AnswerForm topicId={topicId} />}
          </div>
        </>
      )}
    </ItemPage>
  );
}
