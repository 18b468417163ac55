import { useLayoutEffect, useState } from 'react';

/**
 * The latest value of a render, for code that runs later outside React: a machine's provided
 * action at the end of a flow (ADR 013) reads the screen's current router, modal and form state.
 */
export class Latest<T> {
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(next: T): void {
    this.value = next;
  }
}

export function useLatest<T>(value: T): Latest<T> {
  const [box] = useState(() => new Latest(value));
  useLayoutEffect(() => box.set(value));
  return box;
}
