import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../src/shared/formatFileSize';
import { defaultMessages } from '../src/theme/messages';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [28, '28 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [1400, '1.4 kB'],
    [2560, '2.6 kB'],
    [14_000, '14 kB'],
    [99_940, '99.9 kB'],
    [99_960, '100 kB'],
    [999_499, '999 kB'],
    [999_999, '1 MB'],
    [2_400_000, '2.4 MB'],
    [5_000_000_000, '5 GB'],
    [3.2e15, '3200 TB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('never says a few bytes are "0 kB"', () => {
    for (let bytes = 1; bytes < 1000; bytes++) expect(formatFileSize(bytes)).toBe(`${bytes} B`);
  });

  it('reads nonsense as nothing rather than "NaN B"', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(-5)).toBe('0 B');
  });

  it('is the dropzone’s default wording', () => {
    expect(defaultMessages.dropzone.fileSize(28)).toBe('28 B');
  });
});
