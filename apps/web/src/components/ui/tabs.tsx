import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem {
  key: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem[];
  value: string;
  onChange: (key: string) => void;
}

/**
 * Tabs as the ARIA pattern has them: a tablist whose tabs move with the arrow keys, Home and End, and the
 * chosen tab's panel. Only the chosen panel is rendered.
 */
export function Tabs({ label, idPrefix, tabs, value, onChange }: TabsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((t) => t.key === value) ?? tabs[0];
  if (!current) return null;

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    refs.current[tab.key]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-4 grid auto-cols-fr grid-flow-col gap-1 rounded-2xl bg-stone-200 p-1">
        {tabs.map((tab, index) => {
          const selected = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[tab.key] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-12 rounded-xl px-3 py-2 text-base font-semibold text-balance transition-colors ${
                selected ? 'bg-white text-primary shadow-sm' : 'text-stone-700 hover:bg-white/60'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${current.key}`} aria-labelledby={`${idPrefix}-tab-${current.key}`}>
        {current.panel}
      </div>
    </div>
  );
}
