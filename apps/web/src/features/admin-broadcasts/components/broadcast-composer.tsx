import { BROADCAST_AUDIENCE_KINDS, BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX, type Broadcast, type BroadcastAudienceKind, type BroadcastDraftBody } from '@coop/contract';
import { useDeferredValue } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { useSaveBroadcast } from '../api/broadcast-changes';
import { broadcastChoicesQuery } from '../api/broadcast-queries';
import { ADMIN_BROADCASTS_TEXT as T } from '../messages';
import { BroadcastPreviews } from './broadcast-previews';
import { BroadcastReach } from './broadcast-reach';

interface ComposerForm {
  title: string;
  body: string;
  link: string;
  kind: BroadcastAudienceKind;
  group: string;
  loanType: string;
  when: 'now' | 'later';
  sendAt: string;
}

const EMPTY: ComposerForm = { title: '', body: '', link: '', kind: 'everyone', group: '', loanType: '', when: 'now', sendAt: '' };

/** Thailand is UTC+7 all year: the picker's wall time there, as an instant, and back. */
const THAI_OFFSET_MS = 7 * 3600_000;
const instantOf = (local: string) => new Date(`${local}:00+07:00`).toISOString();
const localOf = (iso: string) => new Date(new Date(iso).getTime() + THAI_OFFSET_MS).toISOString().slice(0, 16);

function formOf(b: Broadcast | undefined): ComposerForm {
  if (!b) return EMPTY;
  return {
    title: b.title,
    body: b.body,
    link: b.link,
    kind: b.audience.kind,
    group: b.audience.kind === 'group' ? b.audience.value : '',
    loanType: b.audience.kind === 'loan_type' ? b.audience.value : '',
    when: b.send_at ? 'later' : 'now',
    sendAt: b.send_at ? localOf(b.send_at) : '',
  };
}

const audienceOf = (f: Pick<ComposerForm, 'kind' | 'group' | 'loanType'>) => ({
  kind: f.kind,
  value: f.kind === 'group' ? f.group.trim() : f.kind === 'loan_type' ? f.loanType : '',
});

/**
 * Title, text, the member page it opens, the audience and the time, beside a live preview of how members will see it
 * and how many it reaches on each channel. Saving keeps a draft; its author then submits it for approval from the list.
 */
export function BroadcastComposer({ draft, onSaved }: { draft?: Broadcast; onSaved: () => void }) {
  const save = useSaveBroadcast();
  const choices = useQuery(broadcastChoicesQuery());
  const { register, handleSubmit, control, reset, setError, formState } = useForm<ComposerForm>({ defaultValues: formOf(draft), reValidateMode: 'onSubmit' });
  const [title, body, link, kind, group, loanType, when] = useWatch({ control, name: ['title', 'body', 'link', 'kind', 'group', 'loanType', 'when'] });
  const audience = useDeferredValue(audienceOf({ kind, group, loanType }));
  const audienceReady = (audience.kind !== 'group' || audience.value !== '') && (audience.kind !== 'loan_type' || audience.value !== '');
  const linkName = T.linkPages.find(([path]) => path === link)?.[1];

  const submit = handleSubmit((form) => {
    const request: BroadcastDraftBody = {
      ...(draft ? { id: draft.id } : {}),
      title: form.title,
      body: form.body,
      link: form.link,
      audience: audienceOf(form),
      send_at: form.when === 'later' ? instantOf(form.sendAt) : null,
    };
    save.mutate(request, {
      onSuccess: (answer) => {
        if (answer.rc_code !== '1') return;
        reset(EMPTY);
        onSaved();
      },
      onError: (e) => setError('root', { message: e.message }),
    });
  });

  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
      <Card title={draft ? T.editing(draft.id) : undefined}>
        <p className="mb-4 text-base text-stone-700">{T.composeHelp}</p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="broadcast-title" label={T.titleLabel} error={formState.errors.title?.message}>
            {(a11y) => <input {...a11y} maxLength={BROADCAST_TITLE_MAX} className={inputClass} {...register('title', { validate: (v) => v.trim() !== '' || T.needTitle })} />}
          </FormField>
          <FormField id="broadcast-body" label={T.bodyLabel} error={formState.errors.body?.message}>
            {(a11y) => <textarea {...a11y} maxLength={BROADCAST_BODY_MAX} rows={4} className={inputClass} {...register('body', { validate: (v) => v.trim() !== '' || T.needBody })} />}
          </FormField>
          <FormField id="broadcast-link" label={T.linkLabel}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...register('link')}>
                <option value="">{T.noLink}</option>
                {T.linkPages.map(([path, name]) => (
                  <option key={path} value={path}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-base font-semibold text-stone-800">{T.audienceLabel}</legend>
            {BROADCAST_AUDIENCE_KINDS.map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-3">
                <input type="radio" value={k} className="size-5" {...register('kind')} />
                {T.audienceNames[k]}
              </label>
            ))}
          </fieldset>
          {kind === 'group' && (
            <FormField id="broadcast-group" label={T.groupLabel} help={T.groupHelp}>
              {(a11y) => <input {...a11y} inputMode="numeric" maxLength={20} autoComplete="off" className={inputClass} {...register('group')} />}
            </FormField>
          )}
          {kind === 'loan_type' && (
            <FormField id="broadcast-loan-type" label={T.loanTypeLabel}>
              {(a11y) => (
                <select {...a11y} className={inputClass} {...register('loanType')}>
                  <option value="">{T.chooseLoanType}</option>
                  {choices.data?.loan_types.map((t) => (
                    <option key={t.code} value={t.code}>
                      {t.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          {kind === 'unanswered' && choices.data && choices.data.letter_year === null && <p className="font-medium text-amber-800">{T.noLetter}</p>}
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-base font-semibold text-stone-800">{T.whenLabel}</legend>
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" value="now" className="size-5" {...register('when')} />
              {T.sendNow}
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" value="later" className="size-5" {...register('when')} />
              {T.sendLater}
            </label>
          </fieldset>
          {when === 'later' && (
            <FormField id="broadcast-send-at" label={T.sendAtLabel} error={formState.errors.sendAt?.message}>
              {(a11y) => <input {...a11y} type="datetime-local" className={inputClass} {...register('sendAt', { validate: (v) => v !== '' || T.needSendAt })} />}
            </FormField>
          )}
          <FormRefusal message={formState.errors.root?.message} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={save.isPending} label={T.save} pendingLabel={T.saving} fit />
            {draft && (
              <button type="button" className={secondaryButtonClass} onClick={onSaved}>
                {T.newDraft}
              </button>
            )}
          </div>
        </form>
      </Card>
      <div className="grid gap-4">
        <Card title={T.reachTitle} titleId="broadcast-reach">
          <BroadcastReach audience={audience} ready={audienceReady} />
        </Card>
        <Card title={T.previewTitle} titleId="broadcast-preview">
          <BroadcastPreviews title={title} body={body} linkName={linkName} />
        </Card>
      </div>
    </div>
  );
}
