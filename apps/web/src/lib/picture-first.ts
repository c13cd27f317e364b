// The page's first pictures (its LCP candidates): drawn before anything else, and the app's
// script waits for them to be on screen (src/page-loader.ts).

/** Element Timing name of the pictures the page loader waits for; they also get fetchpriority=high. */
export const PICTURE_FIRST = 'picture-first';

/** Sent on document just before the app starts taking the page over: from then on React sees taps itself (and replays those that land during hydration). */
export const APP_STARTING = 'gh:app-starting';

/** Sent on document once the app has taken the server's page over (the page loader then gives a tap made before it to its button). */
export const APP_READY = 'gh:app-ready';
