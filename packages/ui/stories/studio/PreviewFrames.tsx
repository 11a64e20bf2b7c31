import { PreviewFrame } from './PreviewFrame';

export interface PreviewFramesProps {
  /** The theme's stylesheet under the preview's name. */
  css: string;
}

/** A phone upright: the width the kit's phone checks use. */
const PHONE_WIDTH = 375;

/** Every component in light and dark side by side, the dialog open in both, and both again on a 375 px phone. */
export function PreviewFrames({ css }: PreviewFramesProps) {
  return (
    <section className="pb-studio-section" aria-labelledby="pb-studio-preview">
      <h2 id="pb-studio-preview">Every component, live</h2>
      <div className="pb-studio-frames">
        <PreviewFrame title="Light: every component" scheme="light" part="components" css={css} height={1200} />
        <PreviewFrame title="Dark: every component" scheme="dark" part="components" css={css} height={1200} />
        <PreviewFrame title="Light: the connect dialog open" scheme="light" part="dialog" css={css} height={640} />
        <PreviewFrame title="Dark: the connect dialog open" scheme="dark" part="dialog" css={css} height={640} />
      </div>
      <div className="pb-studio-frames" data-layout="phone">
        <PreviewFrame title="Phone, 375 px: every component" scheme="light" part="components" css={css} width={PHONE_WIDTH} height={812} />
        <PreviewFrame title="Phone, 375 px: the connect dialog open" scheme="light" part="dialog" css={css} width={PHONE_WIDTH} height={812} />
      </div>
    </section>
  );
}
