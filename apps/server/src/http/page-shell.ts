import fs from 'node:fs';
import path from 'node:path';

/** One entry of the web build's route-hints.json (written by apps/web/vite-plugin-route-hints.ts). */
interface RouteHint {
  path: string;
  scripts: string[];
  data: string[];
}

interface CompiledHint {
  pattern: RegExp;
  names: string[];
  /** The module preload links, the same for every URL of the route. */
  scriptLinks: string;
  data: string[];
}

/** A route parameter put into a data URL: the ids and numbers the public API takes, nothing that needs care. */
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
    scriptLinks: hint.scripts.map((s) => `<link rel="modulepreload" crossorigin href="${escapeAttr(s)}">`).join(''),
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
    if (safe) links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttr(href)}">`);
  }
  return links.join('');
}

export interface PageShell {
  /** The shell for a client route, naming the code and data of that route so the browser fetches them at once. */
  html(urlPath: string): string;
}

/**
 * The built index.html with per-route hints: `<link rel=modulepreload>` for the chunks of the route's layout and page,
 * `<link rel=preload as=fetch>` for the public data they read first. A path no route matches gets the plain shell.
 */
export function loadPageShell(dist: string): PageShell {
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const at = shell.indexOf('</head>');
  const [before, after] = [shell.slice(0, at), shell.slice(at)];
  // a shell without a head has nowhere to put links: it is served as it is
  const hints = at < 0 ? [] : readHints(path.join(dist, 'route-hints.json'));
  return {
    html(urlPath) {
      for (const hint of hints) {
        const match = hint.pattern.exec(urlPath);
        if (match) return `${before}${hint.scriptLinks}${dataLinks(hint, match)}${after}`;
      }
      return shell;
    },
  };
}
