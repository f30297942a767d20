import type { ContentItemResponse } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { CheckedPicture } from '@/components/ui/checked-picture';
import { PageTitle } from '@/components/ui/page-title';
import { QueryView } from '@/components/ui/query-view';
import { RichTextBody } from '@/components/ui/rich-text-body';
import { isNotFound } from '@/lib/http/api-request';
import { contentItemQuery } from '../api/get-content-item';
import { CONTENT_TEXT } from '../messages';
import { NotFoundContent } from './not-found-content';
import { TitledSection } from '@/components/ui/titled-section';

/** "2.4 MB", "512 KB": sizes people read, in the units Thai sites use. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
  if (bytes >= 1024) return `${formatNumber(bytes / 1024, 0)} KB`;
  return `${formatNumber(bytes, 0)} B`;
}

function Item({ item }: ContentItemResponse) {
  return (
    <article className="space-y-6">
      <PageTitle page={item.title} />
      <header>
        <p className="text-base font-semibold text-secondary">{item.category_name}</p>
        <h1 className="mt-1 text-2xl font-bold text-balance text-stone-900 sm:text-3xl">{item.title}</h1>
        <p className="mt-2 text-base text-stone-600">
          {CONTENT_TEXT.published} <time dateTime={item.published_at}>{formatThaiDate(item.published_at, 'long')}</time> ·{' '}
          {CONTENT_TEXT.views(formatNumber(item.view_count, 0))}
        </p>
      </header>
      <CheckedPicture
        src={item.cover_image}
        fallback={item.default_image}
        alt={item.title}
        width={1200}
        height={675}
        // the page's column: max-w-4xl (896 px) less its padding
        sizes="(min-width: 896px) 864px, 100vw"
        priority
        className="aspect-video w-full rounded-2xl"
      />
      {item.body_html === null ? (
        <div className="rounded-2xl bg-white p-5 text-lg leading-relaxed whitespace-pre-line text-stone-900 shadow-sm sm:p-8">{item.body}</div>
      ) : (
        <RichTextBody html={item.body_html} className="rounded-2xl bg-white p-5 shadow-sm sm:p-8" />
      )}
      {item.images.length > 0 && (
        <TitledSection title={CONTENT_TEXT.images}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {item.images.map((image) => (
              <li key={image.path}>
                <figure className="overflow-hidden rounded-2xl bg-white shadow-sm">
                  <CheckedPicture src={image.path} fallback={item.default_image} alt={image.caption || item.title} width={640} height={480} className="aspect-4/3 w-full" />
                  {image.caption && <figcaption className="p-3 text-base text-stone-700">{image.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {item.attachments.length > 0 && (
        <TitledSection title={CONTENT_TEXT.downloads} className="rounded-2xl bg-white p-5 shadow-sm">
          <ul className="divide-y divide-stone-200">
            {item.attachments.map((file) => (
              <li key={file.path}>
                <a href={file.path} download className="flex min-h-14 items-center gap-3 py-3 text-base hover:text-primary">
                  <img src={file.icon} alt={CONTENT_TEXT.fileIcon} width={32} height={32} className="size-8 shrink-0" />
                  <span className="min-w-0 flex-1 font-semibold break-words underline-offset-4 hover:underline">{file.title}</span>
                  <span className="shrink-0 text-stone-600">{fileSize(file.size_bytes)}</span>
                  <span className="sr-only">{CONTENT_TEXT.download}</span>
                </a>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </article>
  );
}

/** /show/{topicId}: the item with its body (sanitised HTML from the console, or plain text from before it), pictures and downloads. */
export function ContentItemView({ topicId }: { topicId: string }) {
  const item = useQuery(contentItemQuery(topicId));
  return (
    <QueryView
      query={item}
      loadingLabel={CONTENT_TEXT.loadingItem}
      failedTitle={CONTENT_TEXT.failedItem}
      renderError={(error) => (isNotFound(error) ? <NotFoundContent /> : undefined)}
    >
      {(data) => <Item item={data.item} />}
    </QueryView>
  );
}
