// Icons of the support pages only (the shell's set lives in components/icons.tsx and is paid for
// on the front page). Directional ones mirror in right-to-left pages.
import type { ReactNode } from 'react';

type IconProps = { size?: number; className?: string };

function Svg({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2Zm0 2v12.8L7.3 16H20V5H4Zm3 3h10v2H7V8Zm0 4h7v2H7v-2Z"
    />
  </Svg>
);
export const ListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M4 5h2v2H4V5Zm4 0h12v2H8V5Zm-4 6h2v2H4v-2Zm4 0h12v2H8v-2Zm-4 6h2v2H4v-2Zm4 0h12v2H8v-2Z"
    />
  </Svg>
);
export const QuestionIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm-1-5h2v2h-2v-2Zm1-9a4 4 0 0 0-4 4h2a2 2 0 1 1 3.2 1.6c-1.1.8-2.2 1.6-2.2 3.4h2c0-1 .6-1.5 1.4-2.1A4 4 0 0 0 12 6Z"
    />
  </Svg>
);
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
    />
  </Svg>
);
export const PaperclipIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5H9v9a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v11.5a6 6 0 0 0 12 0v-10h-1.5Z"
    />
  </Svg>
);
export const FileIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v2H8v-2Zm0 4h8v2H8v-2Z"
    />
  </Svg>
);
export const ImageIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v9.6l4-4 3.5 3.5 2.5-2.5 6 6V6H4Zm11.5 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"
    />
  </Svg>
);
export const VideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M4 5h11a2 2 0 0 1 2 2v2.5l4-3v11l-4-3V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v10h11V7H4Z"
    />
  </Svg>
);
export const StarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path fill="currentColor" d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8 2.9-6Z" />
  </Svg>
);
export const CheckCircleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z"
    />
  </Svg>
);
export const ArrowIcon = (p: IconProps) => (
  <Svg {...p} className={`gh-icon--directional ${p.className ?? ''}`}>
    <path fill="currentColor" d="M13.2 5.3 19.9 12l-6.7 6.7-1.4-1.4 4.3-4.3H4v-2h12.1l-4.3-4.3 1.4-1.4Z" />
  </Svg>
);
