import { SITE_PAGE_KEYS, type AdminSitePageResponse, type SitePageKey } from '@coop/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { LabeledField } from '@/components/console/console-fields';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { SitePageText } from '@/components/ui/site-page-text';
import { adminSitePageQuery } from '../api/get-site-page';
import { useSaveSitePage } from '../api/save-site-page';
import { ADMIN_SITE_TEXT as T } from '../messages';

function Form({ pageKey, data }: { pageKey: SitePageKey; data: AdminSitePageResponse }) {
  const page = data.page;
  const { register, handleSubmit, control, setValue } = useForm({ defaultValues: { title: page?.title ?? T.pageNames[pageKey], body: page?.body ?? '', raise: false } });
  const [title, body, raise] = useWatch({ control, name: ['title', 'body', 'raise'] });
  const [preview, setPreview] = useState(false);
  const save = useSaveSitePage();
  const version = page?.version ?? 0;
  const submit = handleSubmit((draft) =>
    save.mutate({ key: pageKey, title: draft.title, body: draft.body, raise_version: draft.raise }, { onSuccess: () => setValue('raise', false) }),
  );
  // the preview is drawn by the same component as the public page: plain text, paragraphs at blank lines
  const shownVersion = page ? (raise ? version + 1 : version) : 1;
  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <p className="text-stone-700">{page ? T.currentVersion(version) : T.notPublished}</p>
        <LabeledField label={T.pageTitle}>
          <input className={inputClass} maxLength={200} required {...register('title')} />
        </LabeledField>
        <label className="block">
          <span className="mb-1 block font-semibold">{T.pageBody}</span>
          <textarea className={`${inputClass} min-h-80 leading-relaxed`} maxLength={100_000} required {...register('body')} />
          <span className="mt-1 block text-sm text-stone-600">{T.pageBodyHelp}</span>
        </label>
        {page && (
          <fieldset className="space-y-2">
            <legend className="mb-1 font-semibold">{T.versionChoice}</legend>
            <label className="flex min-h-11 items-start gap-3">
              <input type="radio" name="version" className="mt-1 size-5 shrink-0" checked={!raise} onChange={() => setValue('raise', false)} />
              {T.sameVersion(version)}
            </label>
            <label className="flex min-h-11 items-start gap-3">
              <input type="radio" name="version" className="mt-1 size-5 shrink-0" checked={raise} onChange={() => setValue('raise', true)} />
              {T.raiseVersion(version)}
            </label>
            {pageKey === 'terms' && <p className="text-sm text-stone-600">{T.raiseVersionHelp}</p>}
          </fieldset>
        )}
      </div>
      {preview && (
        <section aria-label={T.previewTitle} className="space-y-3 rounded-2xl border-4 border-dashed border-secondary p-3">
          <h2 className="text-lg font-semibold text-secondary">{T.previewTitle}</h2>
          <article className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            <h1 className="mb-4 text-2xl font-bold text-primary-dark">{title}</h1>
            <SitePageText page={{ rc_code: '1', title, body: body.trim(), version: shownVersion, updated_at: new Date().toISOString() }} />
          </article>
          <button type="button" className={secondaryButtonClass} onClick={() => setPreview(false)}>
            {T.closePreview}
          </button>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClass} onClick={() => setPreview(true)} disabled={body.trim() === ''}>
          {T.preview}
        </button>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {T.save}
        </button>
      </div>
    </form>
  );
}

function PageForm({ pageKey }: { pageKey: SitePageKey }) {
  const page = useQuery(adminSitePageQuery(pageKey));
  return (
    <QueryView query={page} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <Form key={`${pageKey}-${data.page?.version ?? 0}-${data.page?.updated_at ?? ''}`} pageKey={pageKey} data={data} />}
    </QueryView>
  );
}

/** The terms of use and the member groups' guideline: pick one, edit it, preview it, save it. */
export function SitePageEditor() {
  const [pageKey, setPageKey] = useState<SitePageKey>('terms');
  return (
    <div className="space-y-4">
      <div role="tablist" className="flex flex-wrap gap-2">
        {SITE_PAGE_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === pageKey}
            className={key === pageKey ? primaryButtonClass : secondaryButtonClass}
            onClick={() => setPageKey(key)}
          >
            {T.pageNames[key]}
          </button>
        ))}
      </div>
      <PageForm key={pageKey} pageKey={pageKey} />
    </div>
  );
}
