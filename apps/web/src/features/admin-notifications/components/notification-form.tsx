import type { LinkableContent } from '@coop/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { PreviewFrame } from '@/components/ui/preview-frame';
import { inputClass } from '@/components/ui/input-classes';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSendNotification } from '../api/send-notification';
import { ADMIN_NOTIFICATIONS_TEXT as t } from '../messages';
import { ContentPicker } from './content-picker';
import { LinkedContentPreview } from './linked-content-preview';

interface NotificationValues {
  title: string;
  body: string;
  /** The item the click opens; its id is the spec's `url` (show/{url}). */
  content: LinkableContent | null;
}

const EMPTY: NotificationValues = { title: '', body: '', content: null };

/**
 * Title, body and the content its click opens, picked by title; a preview of the notification and of that content;
 * send. A notification always opens an item: spec 3 opens show/{url}, and without one that is the not-found page.
 * The form empties once it has gone.
 */
export function NotificationForm() {
  const send = useSendNotification();
  const { register, handleSubmit, control, reset, setError, formState } = useForm({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [title, body, content] = useWatch({ control, name: ['title', 'body', 'content'] });
  const submit = handleSubmit((form) =>
    send.mutate(
      { title: form.title, body: form.body, url: String(form.content?.id ?? '') },
      { onSuccess: () => reset(EMPTY), onError: (e) => setError('root', { message: e.message }) },
    ),
  );

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
          <Controller
            control={control}
            name="content"
            rules={{ validate: (value) => value !== null || t.needContent }}
            render={({ field, fieldState }) => (
              <FormField
                id="notify-content"
                label={t.contentLabel}
                help={field.value ? t.opens(`/show/${field.value.id}`) : t.contentHelp}
                error={fieldState.error?.message}
              >
                {(a11y) => <ContentPicker a11y={a11y} inputRef={field.ref} value={field.value} onChange={field.onChange} />}
              </FormField>
            )}
          />
          <FormRefusal message={formState.errors.root?.message} />
          <SubmitButton pending={send.isPending} label={t.send} pendingLabel={t.sending} fit />
        </form>
      </Card>
      <Card title={t.preview} titleId="notify-preview">
        <div className="grid gap-4">
          <PreviewFrame label={t.previewNotification}>
            <div aria-hidden="true" className="rounded-xl border border-stone-300 bg-stone-50 p-4 shadow-sm">
              <p className="font-semibold break-words">{title || t.titleLabel}</p>
              <p className="text-base break-words whitespace-pre-line text-stone-700">{body || t.bodyLabel}</p>
            </div>
          </PreviewFrame>
          <PreviewFrame label={t.previewContent}>
            {content ? (
              <LinkedContentPreview item={content} />
            ) : (
              <p className="rounded-xl border-2 border-dashed border-stone-300 p-4 text-base text-stone-600">{t.previewNoContent}</p>
            )}
          </PreviewFrame>
        </div>
      </Card>
    </div>
  );
}
