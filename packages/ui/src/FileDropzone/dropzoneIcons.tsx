import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Decorative: the prompt and the file names carry the meaning.
export function UploadIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M7 18.5h-.5a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 17.6 8.1 4.7 4.7 0 0 1 17.5 18.5H17" />
      <path d="M12 20.5v-8.5M8.75 15.25 12 12l3.25 3.25" />
    </svg>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M11.5 2.5H6A1.5 1.5 0 0 0 4.5 4v12A1.5 1.5 0 0 0 6 17.5h8a1.5 1.5 0 0 0 1.5-1.5V6.5l-4-4Z" />
      <path d="M11.5 2.5v4h4M7.5 10.5h5M7.5 13.5h3.5" />
    </svg>
  );
}
