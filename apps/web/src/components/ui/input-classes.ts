/** Text inputs: 48 px tall, 18 px text, a clear focus ring and a red border when invalid. */
export const inputClass =
  'block min-h-12 w-full rounded-lg border-2 border-stone-300 bg-white px-4 py-2 text-lg text-stone-900 placeholder:text-stone-500 focus:border-primary aria-invalid:border-danger';
