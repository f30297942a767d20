import fs from 'node:fs';
import path from 'node:path';
import { SiteConfig, emailProblem } from '@coop/contract';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

/** The cooperative's identity and contacts as the operator configured them; the logo is a file (`logoFile`). */
export type SiteSettings = Partial<Omit<SiteConfig, 'logo_url'>>;

export interface OperatorSiteSettings {
  values: SiteSettings;
  /** An image file to serve as the logo, resolved to an absolute path. */
  logoFile: string | undefined;
}

type Field = keyof SiteSettings;
type Kind = 'name' | 'text' | 'list' | 'email' | 'url' | 'boolean';

/** Each setting: its environment variable, the key in SITE_CONFIG_FILE (the site response's own name) and its rule. */
const FIELDS: Record<Field, { env: string; kind: Kind; max?: number }> = {
  coop_name_th: { env: 'COOP_NAME_TH', kind: 'name', max: 200 },
  coop_name_en: { env: 'COOP_NAME_EN', kind: 'name', max: 200 },
  head_office_name: { env: 'COOP_HEAD_OFFICE_NAME', kind: 'text', max: 200 },
  address: { env: 'COOP_ADDRESS', kind: 'text', max: 500 },
  phones: { env: 'COOP_PHONES', kind: 'list' },
  fax_extensions: { env: 'COOP_FAX_EXTENSIONS', kind: 'list' },
  military_lines: { env: 'COOP_MILITARY_LINES', kind: 'list' },
  email: { env: 'COOP_EMAIL', kind: 'email' },
  facebook_url: { env: 'COOP_FACEBOOK_URL', kind: 'url' },
  line_url: { env: 'COOP_LINE_URL', kind: 'url' },
  vendor_credit: { env: 'COOP_VENDOR_CREDIT', kind: 'text', max: 200 },
  welcome_text: { env: 'COOP_WELCOME_TEXT', kind: 'text', max: 500 },
  grayscale: { env: 'COOP_GRAYSCALE', kind: 'boolean' },
};
const LOGO_ENV = 'COOP_LOGO_FILE';
const LIST_MAX_ITEMS = 10;
const LIST_ITEM_MAX = 40;

/** The shape of SITE_CONFIG_FILE: any of the settings, named as in the site response, and `logo_file` relative to it. */
const SiteSettingsFile = Type.Object(
  { ...Type.Partial(Type.Omit(SiteConfig, ['logo_url'])).properties, logo_file: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

// The values end up in the page as text and links: no control characters, no line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a value of the given kind is refused, or undefined when it is fine. */
function problem(kind: Kind, value: unknown, max = 0): string | undefined {
  if (kind === 'boolean') return undefined;
  if (kind === 'list') {
    const items = value as string[];
    if (items.length > LIST_MAX_ITEMS) return `must have at most ${LIST_MAX_ITEMS} entries`;
    const bad = items.find((item) => item.trim() === '' || item.length > LIST_ITEM_MAX || CONTROL.test(item));
    return bad === undefined ? undefined : `entry "${bad}" must be 1 to ${LIST_ITEM_MAX} characters without control characters`;
  }
  const text = value as string;
  if (CONTROL.test(text)) return 'must not contain control characters or line breaks';
  if (kind === 'name' && text.trim() === '') return 'must not be empty';
  if (kind === 'email') return text === '' || emailProblem(text) === undefined ? undefined : `"${text}" is not an e-mail address`;
  if (kind === 'url') {
    if (text === '') return undefined;
    const url = URL.canParse(text) ? new URL(text) : undefined;
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? undefined : `"${text}" is not an http(s) address`;
  }
  return [...text].length > max ? `must be at most ${max} characters` : undefined;
}

function fromFile(file: string, problems: string[]): OperatorSiteSettings {
  const where = `SITE_CONFIG_FILE (${file})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`${where}: cannot be read as JSON: ${(err as Error).message}`);
    return { values: {}, logoFile: undefined };
  }
  if (!Value.Check(SiteSettingsFile, parsed)) {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      problems.push(`${where}: must hold one JSON object`);
      return { values: {}, logoFile: undefined };
    }
    const known = Object.keys(SiteSettingsFile.properties);
    for (const key of Object.keys(parsed).filter((k) => !known.includes(k))) {
      problems.push(`${where}: "${key}" is not a setting (known: ${known.join(', ')})`);
    }
    for (const e of Value.Errors(SiteSettingsFile, parsed)) {
      // unknown keys are reported above, by name
      if (e.keyword !== 'additionalProperties' && e.keyword !== 'boolean') problems.push(`${where}: ${e.instancePath.slice(1)} ${e.message}`);
    }
    return { values: {}, logoFile: undefined };
  }
  const { logo_file, ...values } = parsed;
  for (const [key, value] of Object.entries(values)) {
    const rule = FIELDS[key as Field];
    const why = problem(rule.kind, value, rule.max);
    if (why) problems.push(`${where}: ${key} ${why}`);
  }
  return { values, logoFile: logo_file === undefined ? undefined : path.resolve(path.dirname(file), logo_file) };
}

function fromEnv(env: NodeJS.ProcessEnv, problems: string[]): OperatorSiteSettings {
  const values: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(FIELDS)) {
    const raw = env[rule.env];
    // an empty variable is an unset one, as shells and compose files often leave them
    if (raw === undefined || raw.trim() === '') continue;
    let value: unknown = raw.trim();
    if (rule.kind === 'list') value = raw.split(',').map((item) => item.trim());
    if (rule.kind === 'boolean') {
      value = ['1', 'true'].includes(raw) ? true : ['0', 'false'].includes(raw) ? false : undefined;
      if (value === undefined) {
        problems.push(`${rule.env} must be 1 or 0, got "${raw}"`);
        continue;
      }
    }
    const why = problem(rule.kind, value, rule.max);
    if (why) problems.push(`${rule.env} ${why}`);
    else values[key] = value;
  }
  const logo = env[LOGO_ENV]?.trim();
  return { values: values as SiteSettings, logoFile: logo ? path.resolve(logo) : undefined };
}

/**
 * The operator's settings: SITE_CONFIG_FILE, then the COOP_* variables over it. Every problem is reported at once,
 * naming the variable or the file's key, so a misconfigured server stops at start instead of showing a broken site.
 */
export function readSiteSettings(env: NodeJS.ProcessEnv): OperatorSiteSettings {
  const problems: string[] = [];
  const file = env.SITE_CONFIG_FILE?.trim() ? fromFile(path.resolve(env.SITE_CONFIG_FILE), problems) : undefined;
  const vars = fromEnv(env, problems);
  if (problems.length > 0) throw new Error(`The cooperative's site configuration is not valid:\n  ${problems.join('\n  ')}`);
  return { values: { ...file?.values, ...vars.values }, logoFile: vars.logoFile ?? file?.logoFile };
}
