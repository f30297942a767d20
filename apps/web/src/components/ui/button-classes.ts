/** Large, high-contrast targets: many members are older and on phones. */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass = `${base} bg-primary text-white shadow-sm hover:bg-primary-dark`;

export const secondaryButtonClass = `${base} border-2 border-primary bg-white text-primary hover:bg-primary-light`;

export const linkClass = 'font-medium text-primary underline underline-offset-4 hover:text-primary-dark';
