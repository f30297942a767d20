import { useEffect, useRef, useState } from 'react';

/**
 * A calculator's answer and how the page reacts to a submit: problems are said above the form with the first field to
 * fix focused (`fieldOrder` gives each field's input id), and a new result is scrolled into view with its heading
 * focused, so a phone user sees it without hunting for it below the form.
 */
export function useCalculated<F extends string, R>(fieldOrder: readonly (readonly [F, string])[]) {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const [result, setResult] = useState<{ value: R; count: number }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = result?.count;

  useEffect(() => {
    if (count === undefined) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [count]);

  const refuse = (found: Partial<Record<F, string>>) => {
    setProblems(found);
    setResult(undefined);
    const first = fieldOrder.find(([field]) => found[field]);
    if (first) document.getElementById(first[1])?.focus();
  };
  const show = (value: R) => {
    setProblems({});
    setResult((old) => ({ value, count: (old?.count ?? 0) + 1 }));
  };
  return { problems, result: result?.value, heading, refuse, show, refused: Object.keys(problems).length > 0 };
}
