/** The look of a body written in the console: the tags its allow-list keeps, styled for reading on a phone. */
const RICH_TEXT_CLASS =
  'space-y-4 text-lg leading-relaxed text-stone-900 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-stone-700 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A content body as HTML. Only `html` the server sanitised may come here (decision 030): its allow-list keeps no
 * script, event handler, style or foreign picture, so the markup is trusted because of where it passed, never
 * because of who wrote it. The public page and the console's preview use this one component, so a preview is
 * what visitors will see.
 */
export function RichTextBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${RICH_TEXT_CLASS} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
