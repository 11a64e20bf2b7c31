const NAMED: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/json': 'JSON',
  'text/plain': 'Text',
  'text/csv': 'CSV',
};

/** A file's type as people name it rather than its media type: "PDF", "PNG image", "Text", else by its extension ("DOCX file"). */
export function fileKind(mimetype: string, filename: string): string {
  const named = NAMED[mimetype];
  if (named) return named;
  const [family = '', subtype = ''] = mimetype.split('/');
  if (family === 'image' || family === 'video' || family === 'audio') {
    // "image/svg+xml" -> "SVG image", "audio/x-wav" -> "WAV audio".
    const format = subtype.replace(/^x-/, '').split(/[+.;]/)[0] ?? '';
    return format ? `${format.toUpperCase()} ${family}` : family.charAt(0).toUpperCase() + family.slice(1);
  }
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1];
  return extension ? `${extension.toUpperCase()} file` : 'File';
}
