// Inline icons (no icon font, no extra request). Icons that imply a direction carry the
// `gh-icon--directional` class so an RTL page mirrors them.
export type IconProps = { size?: number; className?: string };

export function Svg({ size = 24, className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z"
    />
  </Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
    />
  </Svg>
);
export const CoinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M12 3C7 3 3 5 3 7.5v9C3 19 7 21 12 21s9-2 9-4.5v-9C21 5 17 3 12 3Zm0 2c4.1 0 7 1.6 7 2.5S16.1 10 12 10 5 8.4 5 7.5 7.9 5 12 5Zm7 11.5c0 .9-2.9 2.5-7 2.5s-7-1.6-7-2.5v-1.8c1.6 1 4.2 1.6 7 1.6s5.4-.6 7-1.6v1.8Zm0-4.5c0 .9-2.9 2.5-7 2.5S5 12.9 5 12v-1.8c1.6 1 4.2 1.6 7 1.6s5.4-.6 7-1.6V12Z"
    />
  </Svg>
);
export const RepayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Zm-1 4v1.1A2.5 2.5 0 0 0 11.5 15h1a.5.5 0 0 1 0 1H10v2h1v1h2v-1.1a2.5 2.5 0 0 0-.5-4.9h-1a.5.5 0 0 1 0-1H14v-2h-1V9h-2Z"
    />
  </Svg>
);
export const HeadsetIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M12 2a9 9 0 0 0-9 9v7a3 3 0 0 0 3 3h2v-8H5v-2a7 7 0 0 1 14 0v2h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2V11a9 9 0 0 0-9-9Z"
    />
  </Svg>
);
export const ChevronIcon = (p: IconProps) => (
  <Svg {...p} className={`gh-icon--directional ${p.className ?? ''}`}>
    <path fill="currentColor" d="M9.3 5.3 15 11l-5.7 5.7-1.4-1.4L12.2 11 7.9 6.7z" />
  </Svg>
);
