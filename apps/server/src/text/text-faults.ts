/** C0 controls, DEL and the C1 controls, but for tab, line feed and carriage return, which multi-line text holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair without its other half: JSON's `\ud800` makes one; it has no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a text no field or column of the portal means to hold: a control character, or ill-formed
 * text (PostgreSQL can store neither a NUL nor a lone surrogate). Undefined when it is fine.
 */
export function textFault(text: string): 'control' | 'malformed' | undefined {
  if (LONE_SURROGATE.test(text)) return 'malformed';
  if (CONTROL.test(text)) return 'control';
  return undefined;
}
