import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

interface IconShape extends Omit<IconProps, 'd'> {
  /** The path data (several strokes are subpaths of one path, each starting with M/m). */
  d: string;
  /** A circle first: [centre (x and y), radius]. */
  ring?: [number, number];
  /** The side of the square view box, and the icon's default size. @default 20 */
  box?: number;
}

// Decorative stroke icons: the text beside them carries the meaning.
function Icon({ d, ring, box = 20, ...rest }: IconShape) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={box}
      height={box}
      viewBox={`0 0 ${box} ${box}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {ring ? <circle cx={ring[0]} cy={ring[0]} r={ring[1]} /> : null}
      <path d={d} />
    </svg>
  );
}

const RING: [number, number] = [10, 8];

export const CheckIcon = (props: IconProps) => <Icon {...props} ring={RING} d="m6.5 10.2 2.4 2.4 4.6-4.9" />;

export const AlertIcon = (props: IconProps) => <Icon {...props} ring={RING} d="M10 6v4.5M10 13.6v.1" />;

export const ClockIcon = (props: IconProps) => <Icon {...props} ring={RING} d="M10 5.8V10l2.8 1.8" />;

export const CloseIcon = (props: IconProps) => <Icon {...props} d="m5.5 5.5 9 9M14.5 5.5l-9 9" />;

/** The picker's search box. */
export const SearchIcon = (props: IconProps) => <Icon width="18" height="18" {...props} ring={[9, 5.5]} d="m13.2 13.2 3.3 3.3" />;

/** A search that found nothing. */
export const EmptySearchIcon = (props: IconProps) => (
  <Icon box={24} width="28" height="28" {...props} ring={[10.5, 6.5]} d="m15.5 15.5 4.5 4.5M8.5 10.5h4" />
);

export const UploadIcon = (props: IconProps) => (
  <Icon
    box={24}
    {...props}
    d="M7 18.5h-.5a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 17.6 8.1 4.7 4.7 0 0 1 17.5 18.5H17M12 20.5v-8.5M8.75 15.25 12 12l3.25 3.25"
  />
);

export const FileIcon = (props: IconProps) => (
  <Icon
    strokeWidth="1.6"
    {...props}
    d="M11.5 2.5H6A1.5 1.5 0 0 0 4.5 4v12A1.5 1.5 0 0 0 6 17.5h8a1.5 1.5 0 0 0 1.5-1.5V6.5l-4-4ZM11.5 2.5v4h4M7.5 10.5h5M7.5 13.5h3.5"
  />
);

/** "More actions": three dots, drawn as round-capped strokes. */
export const MoreIcon = (props: IconProps) => <Icon strokeWidth="2.6" {...props} d="M4.8 10h.01M10 10h.01M15.2 10h.01" />;
