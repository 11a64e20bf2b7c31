import { useMemo } from 'react';
import { ContrastTable } from './ContrastTable';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { checkPalette } from './palette';
import { PreviewFrames } from './PreviewFrames';
import { PREVIEW_THEME } from './previewTheme';
import { paletteOf } from './studioState';
import { themeCss } from './themeExport';
import { TokenControls } from './TokenControls';
import { useStudioState } from './useStudioState';

/**
 * The theme studio: the tokens that matter, edited with controls; every
 * component live in the theme, light and dark and on a phone; every pair's
 * contrast; the theme exported and imported; the address a link to it all.
 */
export function ThemeStudio() {
  const { state, update, linkIgnored, link } = useStudioState();
  const palette = useMemo(() => paletteOf(state), [state]);
  const checks = useMemo(() => checkPalette(palette), [palette]);
  const previewCss = useMemo(() => themeCss({ ...state, name: PREVIEW_THEME }), [state]);
  return (
    <main className="pb-studio" data-pb-theme="light">
      <header className="pb-studio__header">
        <h1>Theme studio</h1>
        <p>Pick a brand colour and adjust the tokens; copy the CSS, the provider settings and the hosted page&apos;s branding when it looks right.</p>
        {linkIgnored.length ? <p role="status">The link held what this studio cannot read: {linkIgnored.join('; ')}.</p> : null}
      </header>
      <div className="pb-studio__body">
        <aside className="pb-studio__controls" aria-label="Controls">
          <TokenControls state={state} palette={palette} update={update} />
        </aside>
        <div className="pb-studio__content">
          <PreviewFrames css={previewCss} />
          <ContrastTable checks={checks} />
          <ExportPanel state={state} link={link} />
          <ImportPanel update={update} />
        </div>
      </div>
    </main>
  );
}
