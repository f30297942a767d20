import fs from 'node:fs';
import path from 'node:path';
import type { RenderedPage, RouteHint } from '@coop/contract';
import { escapeHtml } from '../text/escape-html';

interface CompiledHint {
  pattern: RegExp;
  names: string[];
  /** The module preload links, the same for every URL of the route. */
  scriptLinks: string;
  data: string[];
}

/** A route parameter put into a data URL: the ids and numbers the public API takes, nothing that needs care. */
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;


function compile(hint: RouteHint): CompiledHint {
  const names: string[] = [];
  const source = hint.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return {
    pattern: new RegExp(`^${source}/?$`),
    names,
    scriptLinks: hint.scripts.map((s) => `<link rel="modulepreload" crossorigin href="${escapeHtml(s)}">`).join(''),
    data: hint.data,
  };
}

function readHints(file: string): CompiledHint[] {
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a list of route hints`);
  return (parsed as RouteHint[]).map(compile);
}

/** The data links of one URL of a route: each endpoint with the URL's parameters, left out when one looks odd. */
function dataLinks(hint: CompiledHint, match: RegExpExecArray): string {
  const params = new Map(hint.names.map((name, i) => [name, match[i + 1] ?? '']));
  const links: string[] = [];
  for (const endpoint of hint.data) {
    let safe = true;
    const href = endpoint.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params.get(name) ?? '';
      if (!SAFE_PARAM.test(value)) safe = false;
      return value;
    });
    if (safe) links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`);
  }
  return links.join('');
}

export interface PageShell {
  /**
   * The shell for a client route, naming the code and data of that route so the browser fetches them at once;
   * with `page`, holding that page's markup and answers too (its title replacing the shell's).
   */
  html(urlPath: string, page?: RenderedPage): string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** apps/web/public/start-app.js: starts the app's modules once the page has loaded. */
const START_APP = '/start-app.js';

/**
 * The shell with a rendered page in it; the shell as it is when it has no empty #root to hold one. The page is
 * seen before any code runs, so its code does not compete with its stylesheet and pictures: the entry and the
 * module preloads give way to one deferred script that starts them once the page has loaded.
 */
function withPage(shell: string, page: RenderedPage): string {
  const at = shell.indexOf(ROOT_ELEMENT);
  if (at < 0) return shell;
  const entries: string[] = [];
  const modules: string[] = [];
  let head = shell
    .slice(0, at)
    .replace(ENTRY_SCRIPT, (_, src: string) => (entries.push(src), ''))
    .replace(MODULE_PRELOAD, (_, href: string) => (modules.push(href), ''));
  if (entries.length !== 1) return shell;
  if (page.head.includes('<title>')) head = head.replace(TITLE, '');
  const start = `<script defer src="${START_APP}" data-entry="${escapeHtml(entries[0] ?? '')}" data-modules="${escapeHtml(modules.join(' '))}"></script>`;
  const end = head.lastIndexOf('</head>');
  return `${head.slice(0, end)}${page.head}${start}${head.slice(end)}<div id="root">${page.root}</div>${page.state}${shell.slice(at + ROOT_ELEMENT.length)}`;
}

/** `<meta>` tags for what the page learns from the server's configuration at run time; unset values are left out. */
function metaTags(meta: Record<string, string | undefined>): string {
  return Object.entries(meta)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
}

/**
 * The built index.html with per-route hints: `<link rel=modulepreload>` for the chunks of the route's layout and page,
 * `<link rel=preload as=fetch>` for the public data they read first. A path no route matches gets the plain shell.
 * `meta` becomes `<meta>` tags in every page's head.
 */
export function loadPageShell(dist: string, meta: Record<string, string | undefined> = {}): PageShell {
  const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const headEnd = built.indexOf('</head>');
  const shell = headEnd < 0 ? built : `${built.slice(0, headEnd)}${metaTags(meta)}${built.slice(headEnd)}`;
  const at = shell.indexOf('</head>');
  const [before, after] = [shell.slice(0, at), shell.slice(at)];
  // a shell without a head has nowhere to put links: it is served as it is
  const hints = at < 0 ? [] : readHints(path.join(dist, 'route-hints.json'));
  return {
    html(urlPath, page) {
      let html = shell;
      for (const hint of hints) {
        const match = hint.pattern.exec(urlPath);
        if (match) {
          // data links are for pages the browser renders alone: a rendered page brings its answers with it
          html = `${before}${hint.scriptLinks}${page ? '' : dataLinks(hint, match)}${after}`;
          break;
        }
      }
      return page ? withPage(html, page) : html;
    },
  };
}
