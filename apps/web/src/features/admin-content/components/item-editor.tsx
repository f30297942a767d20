import type { AdminItem, AttachmentInput, ItemSaveBody, UploadResponse } from '@coop/contract';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField, LabeledField } from '@/components/console/console-fields';
import { FilePickButton, onePickedFile, PICTURE_TYPES } from '@/components/console/file-pick-button';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { RichTextBody } from '@/components/ui/rich-text-body';
import { ThaiDateTimeField } from '@/components/ui/thai-date-time-field';
import { useDeleteItem } from '../api/delete-item';
import { adminCategoriesQuery } from '../api/get-categories';
import { adminItemQuery } from '../api/get-item';
import { usePreviewBody } from '../api/preview-body';
import { useSaveItem } from '../api/save-item';
import { useUploadFile } from '../api/upload-file';
import { ADMIN_CONTENT_TEXT as T } from '../messages';
import { RichTextEditor, insertPicture } from './rich-text-editor';

const BODY_ID = 'item-body';
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
  const { register, handleSubmit, control, setValue, getValues } = useForm<Draft>({ defaultValues: draftOf(item, categories[0]?.id ?? 0) });
  const [title, coverImage, attachments] = useWatch({ control, name: ['title', 'cover_image', 'attachments'] });
  const [preview, setPreview] = useState<string | undefined>();
  const save = useSaveItem();
  const remove = useDeleteItem();
  const previewBody = usePreviewBody();
  const upload = useUploadFile();
  const navigate = useNavigate();
  const bodyPictureInput = useRef<HTMLInputElement>(null);

  const submit = handleSubmit((draft) => {
    const body = { ...draft, ...(item ? { id: item.id } : {}) };
    save.mutate(body, { onSuccess: (r) => void navigate(`/admin/content/${r.id ?? ''}`, { replace: true }) });
  });
  const uploaded = (kind: 'picture' | 'attachment', then: (r: UploadResponse) => void) => (file: File) => upload.mutate({ kind, file }, { onSuccess: then });
  const showPreview = () => previewBody.mutate(getValues('body_html'), { onSuccess: (r) => setPreview(r.body_html) });

  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <LabeledField label={T.title} className="block sm:col-span-2">
          <input className={inputClass} maxLength={300} required {...register('title')} />
        </LabeledField>
        <LabeledField label={T.category}>
          <select className={inputClass} {...register('category_id', { valueAsNumber: true })}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </LabeledField>
        <Controller
          control={control}
          name="published_at"
          render={({ field }) => (
            <ThaiDateTimeField id="item-published-at" label={T.publishedAt} value={field.value} onChange={field.onChange} minYear={2000} maxYear={THIS_YEAR + 2} />
          )}
        />
        <CheckboxField label={T.published} {...register('published')} />
        <CheckboxField label={T.highlight} {...register('highlight')} />
      </div>

      <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">{T.cover}</h2>
        {coverImage && <img src={coverImage} alt="" className="aspect-video w-full max-w-md rounded-xl object-cover" />}
        <div className="flex flex-wrap gap-3">
          <FilePickButton label={T.cover} busyLabel={T.uploading} busy={upload.isPending} accept={PICTURE_TYPES} onFile={uploaded('picture', (r) => setValue('cover_image', r.path))} />
          {coverImage && (
            <button type="button" className={secondaryButtonClass} onClick={() => setValue('cover_image', null)}>
              {T.removeCover}
            </button>
          )}
        </div>
        <p className="text-base text-stone-600">{T.coverHelp}</p>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{T.body}</h2>
        <RichTextEditor id={BODY_ID} initialHtml={item?.body_html ?? ''} onChange={(html) => setValue('body_html', html)} onPicture={() => bodyPictureInput.current?.click()} />
        <input
          ref={bodyPictureInput}
          type="file"
          accept={PICTURE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={onePickedFile(uploaded('picture', (r) => setValue('body_html', insertPicture(BODY_ID, r.path))))}
        />
      </section>

      <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">{T.attachments}</h2>
        <ul className="space-y-2">
          {attachments.map((a: AttachmentInput) => (
            <li key={a.path} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">{a.title}</span>
              <button type="button" className="min-h-11 rounded-lg px-3 font-semibold text-danger" onClick={() => setValue('attachments', attachments.filter((x) => x.path !== a.path))}>
                {T.remove}
              </button>
            </li>
          ))}
        </ul>
        <FilePickButton
          label={T.attachments}
          busyLabel={T.uploading}
          busy={upload.isPending}
          accept={DOCUMENTS}
          onFile={uploaded('attachment', (r) => setValue('attachments', [...getValues('attachments'), r]))}
        />
        <p className="text-base text-stone-600">{T.attachmentsHelp}</p>
      </section>

      {preview !== undefined && (
        <section aria-label={T.previewTitle} className="space-y-3 rounded-2xl border-4 border-dashed border-secondary p-3">
          <h2 className="text-lg font-semibold text-secondary">{T.previewTitle}</h2>
          <h3 className="text-2xl font-bold text-balance">{title}</h3>
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
            <ConfirmButton
              question={T.confirmRemove(item.title)}
              confirmLabel={T.remove}
              className={`${secondaryButtonClass} border-danger text-danger`}
              onConfirm={() => remove.mutate({ id: item.id }, { onSuccess: () => void navigate('/admin/content') })}
            >
              {T.remove}
            </ConfirmButton>
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
  const item = useQuery(adminItemQuery(id));
  const categories = useQuery(adminCategoriesQuery());
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
