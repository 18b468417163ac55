import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/ui/components/Dialog';

interface DialogOptions {
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
}

export interface DialogsApi {
  /** One-button message (e.g. an SMS failure with the server text). */
  alert(message: ReactNode, options?: DialogOptions): Promise<void>;
  /** Two-button question (e.g. logout confirmation); resolves true on confirm. */
  confirm(message: ReactNode, options?: DialogOptions): Promise<boolean>;
}

interface Pending extends DialogOptions {
  key: number;
  kind: 'alert' | 'confirm';
  message: ReactNode;
  open: boolean;
  resolve(value: boolean): void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(0);

  const show = useCallback(
    (kind: Pending['kind'], message: ReactNode, options: DialogOptions = {}) =>
      new Promise<boolean>((resolve) => {
        nextKey.current += 1;
        const key = nextKey.current;
        setPending((list) => [...list, { ...options, key, kind, message, open: true, resolve }]);
      }),
    [],
  );
  const api = useMemo<DialogsApi>(
    () => ({
      alert: async (message, options) => {
        await show('alert', message, options);
      },
      confirm: (message, options) => show('confirm', message, options),
    }),
    [show],
  );

  function settle(key: number, value: boolean) {
    setPending((list) =>
      list.map((p) => {
        if (p.key !== key || !p.open) return p;
        p.resolve(value);
        return { ...p, open: false };
      }),
    );
  }

  return (
    <DialogsContext.Provider value={api}>
      {children}
      {pending.map((p) => (
        <Dialog
          key={p.key}
          open={p.open}
          kind={p.kind}
          title={p.title}
          message={p.message}
          confirmLabel={p.confirmLabel}
          cancelLabel={p.cancelLabel}
          danger={p.danger}
          onConfirm={() => settle(p.key, true)}
          onCancel={() => settle(p.key, false)}
          onClosed={() => setPending((list) => list.filter((x) => x.key !== p.key))}
        />
      ))}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): DialogsApi {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs outside DialogProvider');
  return value;
}
