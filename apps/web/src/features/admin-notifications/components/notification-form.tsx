import { useForm, useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSendNotification } from '../api/send-notification';
import { ADMIN_NOTIFICATIONS_TEXT as t } from '../messages';

const EMPTY = { title: '', body: '', url: '' };

/** Title, body and the linked content, a preview of how it shows, and send; the form empties once it has gone. */
export function NotificationForm() {
  const send = useSendNotification();
  const { register, handleSubmit, control, reset, setError, formState } = useForm({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [title, body, url] = useWatch({ control, name: ['title', 'body', 'url'] });
  const submit = handleSubmit((form) => send.mutate(form, { onSuccess: () => reset(EMPTY), onError: (e) => setError('root', { message: e.message }) }));

  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
      <Card>
        <p className="mb-4 text-base text-stone-700">{t.help}</p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="notify-title" label={t.titleLabel} error={formState.errors.title?.message}>
            {(a11y) => <input {...a11y} maxLength={200} className={inputClass} {...register('title', { validate: (value) => value.trim() !== '' || t.needTitle })} />}
          </FormField>
          <FormField id="notify-body" label={t.bodyLabel}>
            {(a11y) => <textarea {...a11y} maxLength={1000} rows={3} className={inputClass} {...register('body')} />}
          </FormField>
          <FormField id="notify-url" label={t.urlLabel} help={t.urlHelp(`/show/${url.trim() || '…'}`)}>
            {(a11y) => <input {...a11y} maxLength={200} className={inputClass} autoComplete="off" {...register('url')} />}
          </FormField>
          <FormRefusal message={formState.errors.root?.message} />
          <SubmitButton pending={send.isPending} label={t.send} pendingLabel={t.sending} fit />
        </form>
      </Card>
      <Card title={t.preview} titleId="notify-preview">
        <div aria-hidden="true" className="rounded-xl border border-stone-300 bg-stone-50 p-4 shadow-sm">
          <p className="font-semibold break-words">{title || t.titleLabel}</p>
          <p className="text-base break-words whitespace-pre-line text-stone-700">{body || t.bodyLabel}</p>
        </div>
      </Card>
    </div>
  );
}
