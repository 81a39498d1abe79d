import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export interface TabItem<Id extends string | number> {
  id: Id;
  label: ReactNode;
  disabled?: boolean;
  /** Shown after the label, e.g. a <Badge>. */
  extra?: ReactNode;
}

export interface TabsProps<Id extends string | number> {
  tabs: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** The tab list's accessible name, e.g. 'Menu sections'. */
  label: string;
  /** Prefix of the tab and panel ids; see tabIds(). */
  idPrefix?: string;
  className?: string;
}

/** The ids that link a tab to its panel: give the panel role="tabpanel" and these ids. */
export const tabIds = (prefix: string, id: string | number) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

/**
 * A tab list with the ARIA pattern: one tab in the tab order, arrow keys, Home and End move
 * between enabled tabs and select them. Panels are the caller's (see tabIds).
 */
export function Tabs<Id extends string | number>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  className,
}: TabsProps<Id>) {
  const fallbackPrefix = useId();
  const prefix = idPrefix ?? fallbackPrefix;
  const refs = useRef(new Map<Id, HTMLButtonElement | null>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  const select = (id: Id) => {
    onChange(id);
    refs.current.get(id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((tab) => tab.id === value);
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let target: TabItem<Id> | undefined;
    if (event.key in step) {
      target = enabled[(at + (step[event.key] ?? 0) + enabled.length) % enabled.length];
    } else if (event.key === 'Home') {
      target = enabled[0];
    } else if (event.key === 'End') {
      target = enabled.at(-1);
    }
    if (!target) return;
    event.preventDefault();
    select(target.id);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `ts-tabs ${className}` : 'ts-tabs'}
      onKeyDown={handleKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        const ids = tabIds(prefix, tab.id);
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-controls={ids.panel}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            className="ts-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            <span className="ts-tabs__label">{tab.label}</span>
            {tab.extra}
          </button>
        );
      })}
    </div>
  );
}
