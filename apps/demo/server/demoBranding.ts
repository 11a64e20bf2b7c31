import type { ProjectBranding } from '@patchbay/client';

/** Acme CRM's mark, as in the app's header and favicon. */
const ACME_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 22l7-13 7 13h-4l-3-6-3 6z" fill="#fff"/></svg>';

/** How the hosted connect pages present the demo: its name, its mark and its indigo. */
export const DEMO_BRANDING: ProjectBranding = {
  display_name: 'Acme CRM',
  logo_url: `data:image/svg+xml;base64,${Buffer.from(ACME_LOGO_SVG).toString('base64')}`,
  accent_color: '#4f46e5',
};
