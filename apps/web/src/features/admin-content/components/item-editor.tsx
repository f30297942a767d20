import type { AdminItem, AttachmentInput, ItemSaveBody } from '@coop/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { RichTextBody } from '@/components/ui/rich-text-body';
import { ThaiDateTimeField } from '@/components/ui/thai-date-time-field';
import { useDeleteItem } from '../api/delete-item';
import { useAdminCategories } from '../api/get-categories';
import { useAdminItem } from '../api/get-item';
import { usePreviewBody } from '../api/preview-body';
import { useSaveItem } from '../api/save-item';
import { useUploadFile } from '../api/upload-file';
import { ADMIN_CONTENT_TEXT as T } from '../messages';
import { RichTextEditor, insertPicture } from './rich-text-editor';

const BODY_ID = 'item-body';
const PICTURES = 'image/png,image/jpeg,image/gif,image/bmp';
const DOCUMENTS = '.pdf,.docx,.xlsx';

const THIS_YEAR = new Date().getFullYear();

type Draft = Omit<ItemSaveBody, 'id' | 'published_at'> & { published_at: string };

function draftOf(item: AdminItem | undefined, categoryId: number): Draft {
  return {
    category_id: item?.category_id ?? categoryId,
    title: item?.title ?? '',
    body_html: item?.body_html ?? '',
    cover_image: item?.cover_image ?? null,
    published: item?.published ?? true,
    published_at: item?.published_at ?? new Date().toISOString(),
    highlight: item?.highlight ?? false,
    attachments: item?.attachments.map(({ title, path, size_bytes }) => ({ title, path, size_bytes })) ?? [],
  };
}

function Form({ item, categories }: { item: AdminItem | undefined; categories: { id: number; name: string }[] }) {
  const [draft, setDraft] = useState(() => draftOf(item, categories[0]?.id ?? 0));
  const [preview, setPreview] = useState<string | undefined>();
  const save = useSaveItem();
  const remove = useDeleteItem();
  const previewBody = usePreviewBody();
  const upload = useUploadFile();
  const navigate = useNavigate();
  const pictureInput = useRef<HTMLInputElement>(null);
  const bodyPictureInput = useRef<HTMLInputElement>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...draft, ...(item ? { id: item.id } : {}) };
    save.mutate(body, { onSuccess: (r) => void navigate(`/admin/content/${r.id ?? ''}`, { replace: true }) });
  };
  const uploaded = (kind: 'picture' | 'attachment', then: (r: { path: string; title: string; size_bytes: number }) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ kind, file }, { onSuccess: then });
  };
  const showPreview = () => previewBody.mutate(draft.body_html, { onSuccess: (r) => setPreview(r.body_html) });

  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <label className="block sm:col-span-2">
          <span className="mb-1 block font-semibold">{T.title}</span>
          <input className={inputClass} value={draft.title} maxLength={300} required onChange={(e) => set({ title: e.target.value })} />
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{T.category}</span>
          <select className={inputClass} value={draft.category_id} onChange={(e) => set({ category_id: Number(e.target.value) })}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <ThaiDateTimeField
          id="item-published-at"
          label={T.publishedAt}
          value={draft.published_at}
          onChange={(published_at) => set({ published_at })}
          minYear={2000}
          maxYear={THIS_YEAR + 2}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} />
          {T.published}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5" checked={draft.highlight} onChange={(e) => set({ highlight: e.target.checked })} />
          {T.highlight}
        </label>
      </div>

      <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">{T.cover}</h2>
        {draft.cover_image && <img src={draft.cover_image} alt="" className="aspect-video w-full max-w-md rounded-xl object-cover" />}
        <div className="flex flex-wrap gap-3">
          <label className={secondaryButtonClass}>
            {upload.isPending ? T.uploading : T.cover}
            <input ref={pictureInput} type="file" accept={PICTURES} className="sr-only" onChange={uploaded('picture', (r) => set({ cover_image: r.path }))} />
          </label>
          {draft.cover_image && (
            <button type="button" className={secondaryButtonClass} onClick={() => set({ cover_image: null })}>
              {T.removeCover}
            </button>
          )}
        </div>
        <p className="text-base text-stone-600">{T.coverHelp}</p>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{T.body}</h2>
        <RichTextEditor id={BODY_ID} initialHtml={item?.body_html ?? ''} onChange={(html) => set({ body_html: html })} onPicture={() => bodyPictureInput.current?.click()} />
        <input
          ref={bodyPictureInput}
          type="file"
          accept={PICTURES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={uploaded('picture', (r) => set({ body_html: insertPicture(BODY_ID, r.path) }))}
        />
      </section>

      <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">{T.attachments}</h2>
        <ul className="space-y-2">
          {draft.attachments.map((a: AttachmentInput) => (
            <li key={a.path} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">{a.title}</span>
              <button type="button" className="min-h-11 rounded-lg px-3 font-semibold text-danger" onClick={() => set({ attachments: draft.attachments.filter((x) => x.path !== a.path) })}>
                {T.remove}
              </button>
            </li>
          ))}
        </ul>
        <label className={secondaryButtonClass}>
          {upload.isPending ? T.uploading : T.attachments}
          <input type="file" accept={DOCUMENTS} className="sr-only" onChange={uploaded('attachment', (r) => set({ attachments: [...draft.attachments, r] }))} />
        </label>
        <p className="text-base text-stone-600">{T.attachmentsHelp}</p>
      </section>

      {preview !== undefined && (
        <section aria-label={T.previewTitle} className="space-y-3 rounded-2xl border-4 border-dashed border-secondary p-3">
          <h2 className="text-lg font-semibold text-secondary">{T.previewTitle}</h2>
          <h3 className="text-2xl font-bold text-balance">{draft.title}</h3>
          <RichTextBody html={preview} className="rounded-2xl bg-white p-5 shadow-sm sm:p-8" />
          <button type="button" className={secondaryButtonClass} onClick={() => setPreview(undefined)}>
            {T.closePreview}
          </button>
        </section>
      )}

      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClass} onClick={showPreview} disabled={previewBody.isPending}>
          {T.preview}
        </button>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending || upload.isPending}>
          {T.save}
        </button>
        {item && (
          <>
            <Link to={`/show/${item.id}`} className={secondaryButtonClass} target="_blank" rel="noopener">
              {T.viewOnSite}
            </Link>
            <button
              type="button"
              className={`${secondaryButtonClass} border-danger text-danger`}
              onClick={() => window.confirm(T.confirmRemove(item.title)) && remove.mutate({ id: item.id }, { onSuccess: () => void navigate('/admin/content') })}
            >
              {T.remove}
            </button>
          </>
        )}
        <Link to="/admin/content" className={secondaryButtonClass}>
          {T.backToList}
        </Link>
      </div>
    </form>
  );
}

/** A content item's editor; `id` undefined writes a new one. */
export function ItemEditor({ id }: { id: number | undefined }) {
  const item = useAdminItem(id);
  const categories = useAdminCategories();
  return (
    <QueryView query={categories} loadingLabel={T.loading} failedTitle={T.failed}>
      {(c) =>
        id === undefined ? (
          <Form item={undefined} categories={c.categories} />
        ) : (
          <QueryView query={item} loadingLabel={T.loading} failedTitle={T.failed}>
            {(data) => <Form key={data.item.id} item={data.item} categories={c.categories} />}
          </QueryView>
        )
      }
    </QueryView>
  );
}
