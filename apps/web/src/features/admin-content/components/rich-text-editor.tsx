import { useEffect, useRef } from 'react';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

/** The toolbar's commands; the server keeps only the tags they make (its allow-list), whatever is pasted. */
const COMMANDS = [
  { label: T.toolbar.bold, text: 'B', run: () => document.execCommand('bold') },
  { label: T.toolbar.italic, text: 'I', run: () => document.execCommand('italic') },
  { label: T.toolbar.h2, text: 'H2', run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: T.toolbar.h3, text: 'H3', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: T.toolbar.ul, text: '•', run: () => document.execCommand('insertUnorderedList') },
  { label: T.toolbar.ol, text: '1.', run: () => document.execCommand('insertOrderedList') },
  { label: T.toolbar.quote, text: '“ ”', run: () => document.execCommand('formatBlock', false, 'blockquote') },
  {
    label: T.toolbar.link,
    text: T.toolbar.link,
    run: () => {
      const url = window.prompt(T.toolbar.linkPrompt, 'https://');
      if (url) document.execCommand('createLink', false, url);
    },
  },
] as const;

const tool = 'min-h-11 min-w-11 rounded-lg border-2 border-stone-300 bg-white px-2 font-semibold hover:bg-stone-100';

/**
 * A body written as formatted text (the browser's editable region and its editing commands: no editor library
 * for a few tags). It reports its HTML as typed; only the server's sanitised copy is ever stored or shown.
 */
export function RichTextEditor({ id, initialHtml, onChange, onPicture }: { id: string; initialHtml: string; onChange: (html: string) => void; onPicture: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  // the region owns its content while typing; React sets it once, so the caret never jumps
  useEffect(() => {
    if (region.current) region.current.innerHTML = initialHtml;
  }, [initialHtml]);
  return (
    <div className="rounded-lg border-2 border-stone-300 bg-white focus-within:border-primary">
      <div role="toolbar" aria-label={T.toolbar.label} className="flex flex-wrap gap-1 border-b-2 border-stone-200 p-2">
        {COMMANDS.map((c) => (
          <button
            key={c.label}
            type="button"
            className={tool}
            title={c.label}
            aria-label={c.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              c.run();
              onChange(region.current?.innerHTML ?? '');
            }}
          >
            {c.text}
          </button>
        ))}
        <button type="button" className={tool} title={T.toolbar.picture} aria-label={T.toolbar.picture} onMouseDown={(e) => e.preventDefault()} onClick={onPicture}>
          {T.toolbar.pictureShort}
        </button>
      </div>
      <div
        id={id}
        ref={region}
        role="textbox"
        aria-multiline="true"
        aria-label={T.body}
        contentEditable
        suppressContentEditableWarning
        className="min-h-64 p-4 text-lg leading-relaxed outline-none [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        onInput={() => onChange(region.current?.innerHTML ?? '')}
      />
    </div>
  );
}

/** Puts a picture the server stored at the caret (or at the end when the body has no caret). */
export function insertPicture(editorId: string, path: string): string {
  const region = document.getElementById(editorId);
  if (!region) return '';
  region.focus();
  if (!document.execCommand('insertImage', false, path)) region.insertAdjacentHTML('beforeend', `<img src="${path}" alt="">`);
  return region.innerHTML;
}
