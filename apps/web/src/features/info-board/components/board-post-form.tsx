import { BODY_RULE, NAME_RULE, TITLE_RULE, normaliseText } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { notifySuccess } from '@/lib/notify';
import { usePostBoardTopic } from '../api/post-board-topic';
import { BOARD_TEXT } from '../messages';
import { RuleField, ruleProblem } from '@/components/ui/rule-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { SubmitButton } from '@/components/ui/submit-button';

interface Problems {
  name?: string;
  title?: string;
  body?: string;
}

/** /boardPost: name, title and text checked with the contract's rules before sending; the server's refusal (e.g. 429) stays under the form. */
export function BoardPostForm() {
  const navigate = useNavigate();
  const post = usePostBoardTopic();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = { name: ruleProblem(name, NAME_RULE), title: ruleProblem(title, TITLE_RULE), body: ruleProblem(body, BODY_RULE) };
    setProblems(found);
    if (found.name || found.title || found.body) return;
    post.mutate(
      { name: normaliseText(name), title: normaliseText(title), body: normaliseText(body) },
      {
        onSuccess: (result) => {
          notifySuccess(result.rc_des);
          void navigate(`/boardShow/${result.id}`);
        },
      },
    );
  };

  return (
    <>
      <PageHeading subtitle={BOARD_TEXT.plainTextHint}>{BOARD_TEXT.newTopic}</PageHeading>
      <form noValidate onSubmit={submit} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <RuleField id="board-name" rule={NAME_RULE} value={name} onChange={setName} error={problems.name} />
        <RuleField id="board-title" rule={TITLE_RULE} value={title} onChange={setTitle} error={problems.title} />
        <RuleField id="board-body" rule={BODY_RULE} value={body} onChange={setBody} error={problems.body} />
        <FormRefusal message={post.error?.message} />
        <SubmitButton fit pending={post.isPending} label={BOARD_TEXT.send} pendingLabel={BOARD_TEXT.sending} />
      </form>
    </>
  );
}
