import { Fragment } from 'react';

/**
 * Text that wraps only between its words (at its spaces), never inside one: a Thai name is in no dictionary, so the
 * browser's Thai line breaking would cut "สมชาย" anywhere. Each word is kept whole; a line breaks at a space.
 */
export function Words({ text }: { text: string }) {
  const words = text.split(/\s+/).filter(Boolean);
  // one element, so a flex cell (a table row's card on a phone) lays the name out as one item
  return (
    <span>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="whitespace-nowrap">{word}</span>
        </Fragment>
      ))}
    </span>
  );
}
