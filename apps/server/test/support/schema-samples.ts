/** A JSON schema as TypeBox writes it, read loosely: only the keywords a sample needs. */
interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Where a string sits in a body: keys and array indexes from the top. */
export type StringPath = (string | number)[];

const HEX32 = 'a'.repeat(32);
/** Strings tried in turn against a field's pattern: the shapes the contract's fields take. */
const CANDIDATES = [
  'ทดสอบข้อความ',
  '1',
  '12',
  '7300001',
  '00051001',
  '2026-01-15',
  '2569',
  '123456',
  '123456789012345',
  '0812345678',
  '08:30',
  'abc',
  'news',
  'staff_user1',
  'a@example.com',
  'https://example.com/a',
  '/home',
  'ABCD-EFGH-JKLM',
  `/mediafiles/content/${HEX32}.jpg`,
  `/mediafiles/content/${HEX32}.pdf`,
  `/mediafiles/identity/${HEX32}.png`,
  'logo.svg',
];

const FORMATS: Record<string, string> = {
  date: '2026-01-15',
  'date-time': '2026-01-15T03:00:00.000Z',
  email: 'a@example.com',
  uri: 'https://example.com/a',
};

function sampleString(schema: Schema): string | undefined {
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value));
  const formatted = schema.format ? FORMATS[schema.format] : undefined;
  if (formatted !== undefined) return formatted;
  const found = CANDIDATES.find(fits);
  if (found !== undefined) return found;
  const padded = 'ก'.repeat(Math.max(1, schema.minLength ?? 1));
  return fits(padded) ? padded : undefined;
}

/**
 * A value the schema accepts, as far as a sample can tell (patterns are matched from a list of likely shapes), with
 * every optional property filled so that each field is reached; undefined when no sample fits.
 */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    // a non-null choice reaches more of the route than null does
    const ordered = [...choices].sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
    for (const choice of ordered) {
      const value = sampleOf(choice);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) ?? {})) as unknown;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const sample = sampleOf(property);
        if (sample !== undefined) value[key] = sample;
      }
      return value;
    }
    case 'array': {
      const item = sampleOf(schema.items);
      return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The paths of every string in a sampled value. */
export function stringPaths(value: unknown, at: StringPath = []): StringPath[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

/** A copy of `value` with the string at `path` replaced. */
export function replaceAt(value: unknown, path: StringPath, replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replacement) };
}
