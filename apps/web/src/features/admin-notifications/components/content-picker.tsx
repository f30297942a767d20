import type { LinkableContent } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FieldA11y } from '@/components/ui/form-field';
import { CloseIcon } from '@/components/ui/icons';
import { inputClass } from '@/components/ui/input-classes';
import { useSettledValue } from '@/lib/use-settled-value';
import { linkableContentQuery } from '../api/linkable-content';
import { ADMIN_NOTIFICATIONS_TEXT as t } from '../messages';

/** Searched once typing pauses this long, not at every letter. */
const SEARCH_DELAY_MS = 250;
/** What a screen reader is told once the list has settled. */
const ANNOUNCE_DELAY_MS = 700;

interface ContentPickerProps {
  a11y: FieldA11y;
  /** The form's handle on the box, to focus it when nothing is chosen. */
  inputRef?: (element: HTMLInputElement | null) => void;
  value: LinkableContent | null;
  onChange: (item: LinkableContent | null) => void;
}

/**
 * A combobox (WAI-ARIA's list autocomplete) over the published items: part of a title lists those that hold it,
 * newest first (a tap on the empty box, the newest), each with its category and Buddhist-era date; arrows move, Enter or a tap
 * chooses, Escape closes and then clears. The chosen item's title stays in the box; typing again searches afresh.
 */
export function ContentPicker({ a11y, inputRef, value, onChange }: ContentPickerProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const words = useSettledValue(typed.trim(), SEARCH_DELAY_MS);
  const showing = open && !value;
  // asked only once typing pauses: no search for the words on their way
  const settled = words === typed.trim();
  const found = useQuery({ ...linkableContentQuery(words), enabled: showing && settled });
  const items = showing ? (found.data?.items ?? []) : [];
  const activeItem = items[active];
  const optionId = (item: LinkableContent) => `${listId}-${item.id}`;

  const waiting = !settled || found.isFetching;
  const status = !showing ? '' : waiting ? t.searching : items.length === 0 ? (words ? t.noMatch(words) : t.noContent) : foundText(items.length, found.data?.total ?? 0);
  const announced = useSettledValue(status, ANNOUNCE_DELAY_MS);

  useEffect(() => {
    // jsdom has no scrollIntoView
    if (activeItem) document.getElementById(optionId(activeItem))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (item: LinkableContent) => {
    onChange(item);
    setTyped('');
    setOpen(false);
    setActive(-1);
  };
  const clear = () => {
    onChange(null);
    setTyped('');
    setActive(-1);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && showing && activeItem) {
      event.preventDefault();
      choose(activeItem);
    } else if (event.key === 'Escape' && (showing || value || typed)) {
      event.preventDefault();
      if (showing) setOpen(false);
      else clear();
    }
  };

  return (
    <div className="relative">
      <div className="relative">
        <input
          {...a11y}
          ref={(element) => {
            input.current = element;
            inputRef?.(element);
          }}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
          autoComplete="off"
          maxLength={100}
          className={`${inputClass} pr-14`}
          value={value ? value.title : typed}
          onChange={(event) => {
            if (value) onChange(null);
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          // a tap opens the list, a focus alone does not: the form focuses the box to show its error, which the list would cover
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {(value || typed) && (
          <button
            type="button"
            aria-label={t.clearContent}
            title={t.clearContent}
            onClick={clear}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-stone-600 hover:text-primary"
          >
            <CloseIcon className="size-6" />
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <div
        hidden={!showing}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border-2 border-stone-300 bg-white shadow-lg"
      >
        <p aria-hidden="true" className="border-b border-stone-200 bg-stone-50 px-4 py-2 text-sm text-stone-700">
          {status}
        </p>
        <ul id={listId} role="listbox" aria-label={t.contentLabel} className="max-h-80 overflow-y-auto">
          {items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(item)}
              role="option"
              aria-selected={index === active}
              // keeps the focus in the box, so choosing does not close the list first
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              className={`flex min-h-14 cursor-pointer flex-col justify-center border-b border-stone-100 px-4 py-2 last:border-b-0 hover:bg-primary-light ${
                index === active ? 'bg-primary-light outline-2 -outline-offset-2 outline-primary' : ''
              }`}
            >
              <span className="font-semibold break-words text-stone-900">{item.title}</span>
              <span className="text-sm text-stone-600">
                {item.category_name} · <time dateTime={item.published_at}>{formatThaiDate(item.published_at, 'long')}</time>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const foundText = (shown: number, total: number) => t.found(formatNumber(shown, 0), formatNumber(total, 0), total > shown);
