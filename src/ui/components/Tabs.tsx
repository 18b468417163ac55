import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** Accessible name of the tab list. */
  label: string;
  /** Panel content for the selected tab. */
  children?: ReactNode;
}

/** Controlled tabs with the WAI-ARIA keyboard pattern (arrows, Home, End). */
export function Tabs<K extends string>({ items, selected, onSelect, label, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = items.filter((i) => !i.disabled);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = enabled.findIndex((i) => i.key === selected);
    let next: TabItem<K> | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item) => (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === selected}
            // Only a rendered panel can be pointed at (axe: aria-controls must name an element on the page).
            aria-controls={children !== undefined ? `${baseId}-panel` : undefined}
            tabIndex={item.key === selected ? 0 : -1}
            disabled={item.disabled}
            className="tabs__tab"
            onKeyDown={onKeyDown}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
          {children}
        </div>
      )}
    </div>
  );
}
