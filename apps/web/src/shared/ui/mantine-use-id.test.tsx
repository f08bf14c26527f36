import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useId } from './mantine-use-id';

describe("Mantine's useId as the build resolves it", () => {
  afterEach(cleanup);

  it('keeps the id a component was given', () => {
    const { result } = renderHook(() => useId('customer-phone'));
    expect(result.current).toBe('customer-phone');
  });

  it("gives React's id in Mantine's form, the same on every render, and another per component", () => {
    const first = renderHook(() => useId());
    const initial = first.result.current;
    expect(initial).toMatch(/^mantine-[^:]+$/);
    first.rerender();
    expect(first.result.current).toBe(initial);
    const second = renderHook(() => useId());
    expect(second.result.current).not.toBe(initial);
  });
});
