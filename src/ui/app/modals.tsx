import {
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ModalBoundary } from './boundaries';
import {
  connectModalHost,
  ModalsContext,
  type ModalComponentProps,
  type ModalControl,
  type ModalName,
  type ModalPropsMap,
  type ModalsApi,
} from '@/ui/hooks/modals';
import { modalTable } from './modal-table';

type AnyModalComponent = ComponentType<ModalComponentProps<ModalName>>;
const registry = new Map<ModalName, AnyModalComponent>();
for (const [name, component] of Object.entries(modalTable) as [ModalName, AnyModalComponent][]) {
  registry.set(name, component);
}

interface Entry {
  name: ModalName;
  props: ModalPropsMap[ModalName] | undefined;
  open: boolean;
  key: number;
}

/** Holds the open modals and renders them above the page. */
export function ModalHost({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextKey = useRef(0);
  const entriesRef = useRef(entries);
  useLayoutEffect(() => {
    entriesRef.current = entries;
  });
  const closeListeners = useRef(new Map<ModalName, () => void>());
  const settle = useCallback((name: ModalName) => {
    const listener = closeListeners.current.get(name);
    closeListeners.current.delete(name);
    listener?.();
  }, []);

  const open = useCallback<ModalsApi['open']>(
    (name, props, options) => {
      settle(name);
      if (options?.onClose) closeListeners.current.set(name, options.onClose);
      nextKey.current += 1;
      const key = nextKey.current;
      setEntries((current) => [
        ...current.filter((e) => e.name !== name),
        { name, props: props as ModalPropsMap[ModalName] | undefined, open: true, key },
      ]);
    },
    [settle],
  );
  const close = useCallback<ModalsApi['close']>(
    (name) => {
      for (const listening of [...closeListeners.current.keys()])
        if (name === undefined || listening === name) settle(listening);
      setEntries((current) =>
        current.map((e) => (name === undefined || e.name === name ? { ...e, open: false } : e)),
      );
    },
    [settle],
  );
  const isOpen = useCallback<ModalsApi['isOpen']>(
    (name) => entriesRef.current.some((e) => e.name === name && e.open),
    [],
  );
  const api = useMemo<ModalsApi>(() => ({ open, close, isOpen }), [open, close, isOpen]);
  useLayoutEffect(() => connectModalHost(api), [api]);

  return (
    <ModalsContext.Provider value={api}>
      {children}
      {entries.map((entry) => {
        const Component = registry.get(entry.name);
        if (!Component) return null;
        const control: ModalControl = {
          open: entry.open,
          onClose: () => close(entry.name),
          onClosed: () => setEntries((current) => current.filter((e) => e.key !== entry.key)),
        };
        // A broken modal (render error, chunk that failed) becomes its own error dialog; the page stays.
        return (
          <ModalBoundary key={entry.key} control={control}>
            <Suspense fallback={null}>
              <Component {...(entry.props ?? {})} modal={control} />
            </Suspense>
          </ModalBoundary>
        );
      })}
    </ModalsContext.Provider>
  );
}
