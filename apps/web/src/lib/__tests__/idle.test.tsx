import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from '../idle';

describe('useAfterIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays false until ready, then turns true at the browser’s next idle moment and stays so', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, rerender } = renderHook(({ ready }) => useAfterIdle(ready), { initialProps: { ready: false } });
    expect(result.current).toBe(false);
    expect(callbacks).toHaveLength(0);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    expect(callbacks).toHaveLength(1);
    act(() => callbacks[0]());
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('cancels the idle request when the component goes first', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const { unmount } = renderHook(() => useAfterIdle(true));
    unmount();
    expect(cancelled).toEqual([7]);
  });

  it('without requestIdleCallback (Safari), waits for the next turn of the event loop', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterIdle(true));
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });
});
