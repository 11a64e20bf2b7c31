import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useControllableState, type UseControllableStateParams } from '../src/shared/useControllableState';

const render = (initial: UseControllableStateParams<string>) =>
  renderHook((params: UseControllableStateParams<string>) => useControllableState(params), { initialProps: initial });

afterEach(() => vi.restoreAllMocks());

describe('useControllableState', () => {
  it('holds its own value when uncontrolled and reports each change', () => {
    const onChange = vi.fn();
    const { result } = render({ defaultProp: 'a', onChange });
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
    act(() => result.current[1]('b'));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows the prop when controlled and only asks for a change', () => {
    const onChange = vi.fn();
    const { result, rerender } = render({ prop: 'x', defaultProp: 'a', onChange });
    expect(result.current[0]).toBe('x');
    act(() => result.current[1]('y'));
    expect(result.current[0]).toBe('x');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('y');
    rerender({ prop: 'y', defaultProp: 'a', onChange });
    expect(result.current[0]).toBe('y');
    act(() => result.current[1]('y'));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('treats null as a controlled value', () => {
    const { result } = renderHook(() => useControllableState<string | null>({ prop: null, defaultProp: 'a' }));
    expect(result.current[0]).toBeNull();
  });

  it('warns when a component switches between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render({ defaultProp: 'a', caller: 'Picker' });
    expect(warn).not.toHaveBeenCalled();
    rerender({ prop: 'b', defaultProp: 'a', caller: 'Picker' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Picker is changing from uncontrolled to controlled\./);
    rerender({ defaultProp: 'a', caller: 'Picker' });
    expect(warn.mock.calls[1]?.[0]).toMatch(/^Picker is changing from controlled to uncontrolled\./);
  });
});
