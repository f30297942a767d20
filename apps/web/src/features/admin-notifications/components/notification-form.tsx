import { type FormEvent, useState } from 'react';
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
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const change = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing = form.title.trim() === '';
    setError(missing ? t.needTitle : undefined);
    if (missing) {
      document.getElementById('notify-title')?.focus();
      return;
    }
    send.mutate(form, { onSuccess: () => setForm(EMPTY), onError: (e) => setRefusal(e.message) });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
      <Card>
        <p className="mb-4 text-base text-stone-700">{t.help}</p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="notify-title" label={t.titleLabel} error={error}>
            {(a11y) => <input {...a11y} value={form.title} onChange={change('title')} maxLength={200} className={inputClass} />}
          </FormField>
          <FormField id="notify-body" label={t.bodyLabel}>
            {(a11y) => <textarea {...a11y} value={form.body} onChange={change('body')} maxLength={1000} rows={3} className={inputClass} />}
          </FormField>
          <FormField id="notify-url" label={t.urlLabel} help={t.urlHelp(`/show/${form.url.trim() || '…'}`)}>
            {(a11y) => <input {...a11y} value={form.url} onChange={change('url')} maxLength={200} className={inputClass} autoComplete="off" />}
          </FormField>
          <FormRefusal message={refusal} />
          <SubmitButton pending={send.isPending} label={t.send} pendingLabel={t.sending} fit />
        </form>
      </Card>
      <Card title={t.preview} titleId="notify-preview">
        <div aria-hidden="true" className="rounded-xl border border-stone-300 bg-stone-50 p-4 shadow-sm">
          <p className="font-semibold break-words">{form.title || t.titleLabel}</p>
          <p className="text-base break-words whitespace-pre-line text-stone-700">{form.body || t.bodyLabel}</p>
        </div>
      </Card>
    </div>
  );
}
