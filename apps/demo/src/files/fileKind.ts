import type { DemoMessages } from '../i18n/messages/en';

/** Media types people call by a name of their own, in every language. */
const NAMED: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/json': 'JSON',
  'text/csv': 'CSV',
};

/**
 * A file's type as people name it rather than its media type, in the page's language: "PDF", "PNG image", "Text",
 * else by its extension ("DOCX file").
 */
export function fileKind(mimetype: string, filename: string, words: DemoMessages['files']['kinds']): string {
  const named = NAMED[mimetype];
  if (named) return named;
  if (mimetype === 'text/plain') return words.text;
  const [family = '', subtype = ''] = mimetype.split('/');
  if (family === 'image' || family === 'video' || family === 'audio') {
    // "image/svg+xml" -> "SVG image", "audio/x-wav" -> "WAV audio".
    const format = subtype.replace(/^x-/, '').split(/[+.;]/)[0] ?? '';
    if (family === 'image') return format ? words.image(format.toUpperCase()) : words.anyImage;
    if (family === 'video') return format ? words.video(format.toUpperCase()) : words.anyVideo;
    return format ? words.audio(format.toUpperCase()) : words.anyAudio;
  }
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1];
  return extension ? words.ofExtension(extension.toUpperCase()) : words.unknown;
}
