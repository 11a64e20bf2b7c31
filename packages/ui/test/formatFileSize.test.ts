import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../src/shared/formatFileSize';
import { defaultMessages } from '../src/theme/messages';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [28, '28 bytes'],
    [999, '999 bytes'],
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
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });

  it('never says a few bytes are "0 kB"', () => {
    for (let bytes = 1; bytes < 1000; bytes++) expect(formatFileSize(bytes, 'en')).toBe(bytes === 1 ? '1 byte' : `${bytes} bytes`);
  });

  it('reads nonsense as nothing rather than "NaN bytes"', () => {
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 bytes');
    expect(formatFileSize(-5, 'en')).toBe('0 bytes');
  });

  it('writes the number as the active language does', () => {
    expect(formatFileSize(1400, 'de')).toBe('1,4 kB');
    expect(formatFileSize(3.2e15, 'de')).toBe('3200 TB');
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
  });

  it('writes the unit as the active language does', () => {
    expect(formatFileSize(28, 'de')).toBe('28 Byte');
    expect(formatFileSize(1400, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(1.4)} كيلوبايت`);
    expect(formatFileSize(2_400_000, 'ar')).not.toContain('MB');
    expect(formatFileSize(28, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(28)} بايت`);
  });

  it('is the dropzone’s default wording', () => {
    expect(defaultMessages.dropzone.fileSize(28, 'en')).toBe('28 bytes');
  });
});
