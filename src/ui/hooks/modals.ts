import { createContext, useContext, type ComponentType } from 'react';

/**
 * The modal API screens use: which modals exist and with what props, `useModals()` inside React
 * and `modals` outside it (session expiry, machine-provided actions). The host that renders them
 * lives in src/ui/app/modals.tsx (ADR 013: screens import hooks, never ui/app).
 */
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
  /** The offer to set a deposit limit after a registration (ADR 043). */
  depositLimitOffer: Record<string, never>;
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

export const ModalsContext = createContext<ModalsApi | null>(null);

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

/** The host's side: it takes over the singleton while mounted and replays what was asked before. */
export function connectModalHost(api: ModalsApi): () => void {
  mounted = api;
  const queued = pendingOpens;
  pendingOpens = [];
  for (const { name, props, options } of queued) api.open(name, props, options);
  return () => {
    if (mounted === api) mounted = null;
  };
}

export function useModals(): ModalsApi {
  const value = useContext(ModalsContext);
  if (!value) throw new Error('useModals outside ModalHost');
  return value;
}
