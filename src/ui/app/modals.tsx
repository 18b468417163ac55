import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ModalBoundary } from './boundaries';
import { modalTable } from './modal-table';

/**
 * Props each named modal accepts when opened. Owners of a modal may widen their own row
 * (additive edit) when the modal needs more input.
 */
export interface ModalPropsMap {
  login: {
    tab?: 'username' | 'mobile';
    /** Login from the agent page goes to /agentHome. */ agentPage?: boolean;
  };
  register: { referralCode?: string; affiliateCode?: string };
  forgotPassword: { tab?: 'email' | 'mobile' };
  changePassword: { forced?: boolean; reason?: 'weak' | 'expired'; username?: string; oldPassword?: string };
  afterLogin: Record<string, never>;
  /** Opens the notice modal at that notice (spec 02 §2 home notice bar). */
  notice: { index?: number };
  /** Opens the help modal at a term (/help#term). */
  help: { term?: string };
}
export type ModalName = keyof ModalPropsMap;

/** Handed to every registered modal: spread into `<Modal {...modal}>`. */
export interface ModalControl {
  open: boolean;
  /** Starts the close animation. */
  onClose(): void;
  /** Unmounts after the animation. */
  onClosed(): void;
}
export type ModalComponentProps<N extends ModalName> = ModalPropsMap[N] & { modal: ModalControl };
export type ModalComponent<N extends ModalName> = ComponentType<ModalComponentProps<N>>;

type AnyModalComponent = ComponentType<ModalComponentProps<ModalName>>;
const registry = new Map<ModalName, AnyModalComponent>();
for (const [name, component] of Object.entries(modalTable) as [ModalName, AnyModalComponent][]) {
  registry.set(name, component);
}

/** Registers (or replaces) the component of a named modal; usually a `React.lazy` one. */
export function registerModal<N extends ModalName>(name: N, component: ModalComponent<N>): void {
  registry.set(name, component as unknown as AnyModalComponent);
}

export function isModalRegistered(name: ModalName): boolean {
  return registry.has(name);
}

export interface OpenOptions {
  /**
   * Called once when this opening ends: closed (by the player or its flow) or replaced by another
   * opening of the same modal. Callers read what the modal left behind (e.g. a session) from there.
   */
  onClose?(): void;
}

export interface ModalsApi {
  open<N extends ModalName>(name: N, props?: ModalPropsMap[N], options?: OpenOptions): void;
  /** Closes one modal (with its animation), or every modal when no name is given. */
  close(name?: ModalName): void;
  isOpen(name: ModalName): boolean;
}

interface Entry {
  name: ModalName;
  props: ModalPropsMap[ModalName] | undefined;
  open: boolean;
  key: number;
}

const ModalsContext = createContext<ModalsApi | null>(null);

let mounted: ModalsApi | null = null;
/**
 * The same API for code outside React components (session expiry, machine-provided actions).
 * Opens asked for before the host mounts are kept and shown when it does: a 401 on the very
 * first call of a page (a stale token after reload) can answer before React has committed.
 */
let pendingOpens: {
  name: ModalName;
  props: ModalPropsMap[ModalName] | undefined;
  options?: OpenOptions;
}[] = [];

export const modals: ModalsApi = {
  open: (name, props, options) => {
    if (mounted) mounted.open(name, props, options);
    else pendingOpens = [...pendingOpens.filter((p) => p.name !== name), { name, props, options }];
  },
  close: (name) => {
    if (mounted) mounted.close(name);
    else pendingOpens = name === undefined ? [] : pendingOpens.filter((p) => p.name !== name);
  },
  isOpen: (name) => mounted?.isOpen(name) ?? pendingOpens.some((p) => p.name === name),
};

/** Tests start each case with nothing queued from the one before. */
export function discardPendingModals(): void {
  pendingOpens = [];
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
  useLayoutEffect(() => {
    mounted = api;
    const queued = pendingOpens;
    pendingOpens = [];
    for (const { name, props, options } of queued) api.open(name, props, options);
    return () => {
      if (mounted === api) mounted = null;
    };
  }, [api]);

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

export function useModals(): ModalsApi {
  const value = useContext(ModalsContext);
  if (!value) throw new Error('useModals outside ModalHost');
  return value;
}
