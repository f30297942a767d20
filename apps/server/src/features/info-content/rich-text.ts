import sanitizeHtml from 'sanitize-html';

/** Pictures in a body may only be the portal's own uploads: nothing outside can track readers or change later. */
const OWN_PICTURE = /^\/mediafiles\/[A-Za-z0-9_\-/]+\.(jpg|jpeg|png|gif)$/;
const LINK = /^(https?:|mailto:)/i;

/**
 * The allow-list of the console's rich text: paragraphs, emphasis, lists, two heading levels, quotes, links out
 * (http, https, mailto; opened without handing the page to them) and the portal's own pictures. Everything else
 * goes: scripts and styles with their content, other tags keeping their text, every attribute not listed
 * (event handlers, style, class, id).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // what browsers' editing commands write (bold as <b>, a new line as <div>) becomes the allowed equivalent
  transformTags: {
    b: 'strong',
    i: 'em',
    div: 'p',
    a: (_tag, attribs): sanitizeHtml.Tag => ({
      tagName: 'a',
      attribs: LINK.test(attribs.href ?? '') ? { href: attribs.href ?? '', rel: 'noopener noreferrer' } : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_PICTURE.test(frame.attribs.src ?? ''),
};

/**
 * The HTML the portal stores and shows. Only its output is ever put in a page as markup (decision 030): the public
 * page trusts `body_html` because it passed through here on the server, never because of who wrote it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The plain text of sanitised HTML, a line per block, for summaries and search. The input is this module's own
 * output, whose shape is known (`</p>`, `<br />`, only these four entities), so a pattern can read it.
 */
export function richTextToPlain(safeHtml: string): string {
  const blocks = safeHtml.replace(/<\/(p|h2|h3|li|blockquote)>|<br \/>/g, '$&\n');
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain-text body (items from before the console) as the HTML the editor starts from: paragraphs at blank lines. */
export function plainToRichText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}
