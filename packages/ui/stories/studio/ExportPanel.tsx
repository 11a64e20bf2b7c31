import { CopyButton } from './CopyButton';
import type { StudioState } from './studioState';
import { brandingRequest, providerSettings, themeCss } from './themeExport';

export interface ExportPanelProps {
  state: StudioState;
  link: string;
}

/** The provider settings as an app writes them, light and dark. */
function providerSnippet(state: StudioState): string {
  const { light, dark } = providerSettings(state);
  const tag = ({ theme, hostedTheme }: { theme: string; hostedTheme: string }) =>
    `<PatchbayUIProvider theme="${theme}" hostedTheme="${hostedTheme}">…</PatchbayUIProvider>`;
  return `// Light\n${tag(light)}\n// Dark\n${tag(dark)}\n`;
}

/** What the theme is, to take away: the CSS, the provider's settings, the hosted page's branding, a link to this page. */
export function ExportPanel({ state, link }: ExportPanelProps) {
  const css = themeCss(state);
  const provider = providerSnippet(state);
  const branding = `${JSON.stringify(brandingRequest(state), null, 2)}\n`;
  const blocks = [
    { id: 'css', title: 'CSS: add it after @patchbay/ui/styles.css', what: 'the CSS', text: css },
    { id: 'provider', title: 'PatchbayUIProvider settings', what: 'the provider settings', text: provider },
    {
      id: 'branding',
      title: 'Hosted connect page branding: the body of PATCH /api/v3/org/project/config',
      what: 'the branding JSON',
      text: branding,
    },
  ];
  return (
    <section className="pb-studio-section" aria-labelledby="pb-studio-export">
      <h2 id="pb-studio-export">Export</h2>
      {blocks.map((block) => (
        <div key={block.id} className="pb-studio-export">
          <div className="pb-studio-export__header">
            <h3 id={`pb-studio-export-${block.id}`}>{block.title}</h3>
            <CopyButton text={block.text} what={block.what} />
          </div>
          <pre data-export={block.id}>{block.text}</pre>
        </div>
      ))}
      <div className="pb-studio-export">
        <div className="pb-studio-export__header">
          <h3 id="pb-studio-export-link">A link to this theme</h3>
          <CopyButton text={link} what="the link" />
        </div>
        <p className="pb-studio-link">
          <a href={link} target="_top">
            {link}
          </a>
        </p>
      </div>
    </section>
  );
}
