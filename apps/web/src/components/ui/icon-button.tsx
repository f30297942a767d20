import type { ButtonHTMLAttributes } from 'react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'title'> {
  /** The button's name: read out for the icon or sign it shows, and shown on hover. */
  label: string;
}

/** A button that shows an icon or a sign instead of words (the bell, back to top, ก- ก ก+). */
export function IconButton({ label, ...button }: IconButtonProps) {
  return <button type="button" aria-label={label} title={label} {...button} />;
}
