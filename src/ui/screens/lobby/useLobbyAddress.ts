import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import {
  lobbyAddressOf,
  readLobbyAddress,
  sameLobbyAddress,
  writeLobbyAddress,
  type AddressOptions,
  type LobbyAddress,
} from '@/machines/lobby/lobby.address';
import type { LobbyEvent, LobbyMachine } from '@/machines/lobby/lobby.machine';
import { useLatest } from '@/ui/hooks/useLatest';

export interface LobbyAddressSync {
  /**
   * Sends a person's choice to the lobby: the view it leads to becomes a new history entry, so back
   * returns to the view before it.
   */
  choose(event: LobbyEvent): void;
  /** The address of a view (a real link: middle-click, "copy link" and a new tab open that view). */
  hrefOf(address: LobbyAddress): string;
}

/**
 * The lobby's view and the address kept as one (ADR 039). The machine is the source of truth for what
 * is shown; the address is its projection:
 *
 * - machine → address: a person's choice (`choose`) pushes a history entry; a change the lobby makes on
 *   its own (a page past the last, the saved list lost at logout) replaces the entry, so back never
 *   lands on a view that corrects itself again. The search text reaches the machine only when submitted
 *   (spec 02 §4), so typing writes nothing.
 * - address → machine: when the address says something else than the machine shows (back, forward, a
 *   link to a filtered lobby, the vendor lanes arriving, a login that makes saved games available),
 *   `lobby.restore` goes through the machine, so its golden paths stay the whole behaviour.
 */
export function useLobbyAddress(
  lobby: ActorRefFrom<LobbyMachine>,
  options: AddressOptions,
): LobbyAddressSync {
  const search = useSearch();
  const [path, navigate] = useLocation();
  // Kept by content: the screen rebuilds the option arrays on every render, and a new object would
  // read the address again each time.
  const optionsKey = JSON.stringify([
    options.vendors ?? null,
    options.classes ?? null,
    options.listTypes ?? null,
  ]);
  const [stable, setStable] = useState({ key: optionsKey, options });
  if (stable.key !== optionsKey) setStable({ key: optionsKey, options });
  const readOptions = stable.options;
  const latest = useLatest({ search, path, readOptions });
  // Whether the change being written was a person's choice (push) or the lobby's own (replace).
  const pushing = useRef(false);

  useEffect(() => {
    let shown = writeLobbyAddress(lobbyAddressOf(lobby.getSnapshot().context)).toString();
    const subscription = lobby.subscribe((snapshot) => {
      const address = lobbyAddressOf(snapshot.context);
      const key = writeLobbyAddress(address).toString();
      if (key === shown) return;
      shown = key;
      const current = latest.get();
      const params = new URLSearchParams(current.search);
      if (sameLobbyAddress(readLobbyAddress(params, current.readOptions), address)) return;
      const next = writeLobbyAddress(address, params).toString();
      // The next write in the same task builds on this one, before React renders the new address.
      latest.set({ ...current, search: next });
      navigate(next ? `${current.path}?${next}` : current.path, { replace: !pushing.current });
    });
    return () => subscription.unsubscribe();
  }, [lobby, navigate, latest]);

  useEffect(() => {
    const wanted = readLobbyAddress(new URLSearchParams(search), readOptions);
    if (sameLobbyAddress(wanted, lobby.getSnapshot().context)) return;
    lobby.send({ type: 'lobby.restore', ...wanted });
  }, [lobby, search, readOptions]);

  const choose = useCallback(
    (event: LobbyEvent) => {
      pushing.current = true;
      try {
        lobby.send(event);
      } finally {
        pushing.current = false;
      }
    },
    [lobby],
  );
  const hrefOf = useCallback(
    (address: LobbyAddress) => {
      const next = writeLobbyAddress(address, new URLSearchParams(search)).toString();
      return next ? `${path}?${next}` : path;
    },
    [path, search],
  );
  return { choose, hrefOf };
}
