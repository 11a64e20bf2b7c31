/** The fictional product's mark. */
export function AcmeLogo() {
  return (
    <span className="demo-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--pb-color-primary)" />
        <path d="M9 22l7-13 7 13h-4l-3-6-3 6z" fill="var(--pb-color-primary-text)" />
      </svg>
      <span className="demo-logo__name">Acme CRM</span>
    </span>
  );
}
