import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownAfterPaint } from './useShownAfterPaint';

describe('useShownAfterPaint', () => {
  it('is false on the render that shows a key and true once that frame has painted; a new key starts over', async () => {
    const { result, rerender } = renderHook(({ key }) => useShownAfterPaint(key), {
      initialProps: { key: 'deposit' },
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ key: 'withdraw' });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
