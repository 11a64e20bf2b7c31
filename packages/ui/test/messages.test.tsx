import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultMessages, type MessagesOverride } from '../src/theme/messages';
import { connectMessages } from '../src/theme/messages/connect';
import { pickerMessages } from '../src/theme/messages/picker';
import { PatchbayUIProvider, useMessages, usePatchbayUI } from '../src/theme/PatchbayUIProvider';

const withProvider = (messages: MessagesOverride | undefined) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PatchbayUIProvider messages={messages}>{children}</PatchbayUIProvider>;
  };

describe('messages by section', () => {
  it('gives a section its English defaults outside any provider', () => {
    const { result } = renderHook(() => useMessages('picker', pickerMessages));
    expect(result.current).toBe(pickerMessages);
  });

  it("merges the provider's overrides of the section, deeply, and the component's own over them", () => {
    const provided: MessagesOverride = { connect: { title: 'Konto verbinden', status: { waiting: 'Im Fenster fortfahren.' } } };
    const own = { status: { failed: 'Fehlgeschlagen.' } };
    const { result } = renderHook(() => useMessages('connect', connectMessages, own), { wrapper: withProvider(provided) });
    expect(result.current.title).toBe('Konto verbinden');
    expect(result.current.status.waiting).toBe('Im Fenster fortfahren.');
    expect(result.current.status.failed).toBe('Fehlgeschlagen.');
    expect(result.current.status.opening).toBe(connectMessages.status.opening);
    expect(result.current.done).toBe('Done');
  });

  it('keeps the same object across renders while its inputs stay the same', () => {
    const provided: MessagesOverride = { picker: { label: 'Apps!' } };
    const own = { empty: 'Nichts.' };
    const { result, rerender } = renderHook(() => useMessages('picker', pickerMessages, own), { wrapper: withProvider(provided) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('still gives every string, with the overrides, through usePatchbayUI', () => {
    const provided: MessagesOverride = { dropzone: { browse: 'durchsuchen' } };
    const { result } = renderHook(() => usePatchbayUI().messages, { wrapper: withProvider(provided) });
    expect(result.current.dropzone.browse).toBe('durchsuchen');
    expect(result.current.dropzone.label).toBe(defaultMessages.dropzone.label);
    expect(result.current.connections).toBe(defaultMessages.connections);
    expect(Object.keys(result.current)).toEqual(Object.keys(defaultMessages));
  });
});
