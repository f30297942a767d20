/** What to do with each named field that was typed in (or filled in) before the app started. */
export type TypedFields = Record<string, (field: HTMLInputElement) => void>;

/**
 * A form the server drew can be typed in before the app starts (decision 067). React takes the form over keeping
 * what is on screen, but not in the form's state, and would clear it at its next render: so when React attaches the
 * form (a ref callback), each named field holding something other than what was drawn is handed to its setter. On a
 * form the browser drew, every field holds what was drawn and nothing is called.
 */
export function takeOverTypedValues(form: HTMLFormElement | null, fields: TypedFields): void {
  if (!form) return;
  for (const [name, take] of Object.entries(fields)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) continue;
    const typed = field.type === 'checkbox' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (typed) take(field);
  }
}
