/// <reference types="vite/client" />

// Element Timing (a Chromium API the page loader listens to, src/page-loader.ts): React passes
// the attribute through; its types do not know it yet.
declare namespace React {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, whose parameter this must repeat
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
