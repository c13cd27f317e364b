// Business constants (docs/product.md section 7).
export const TOAST_MS = 2000;
export const FEEDBACK_POLL_MS = 60_000;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PARTICLE_COUNT = 80;
export const PARTICLE_SPEED = 12;
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;
export const NONCE_LENGTH = 6;
/** The web's API base on the one-server default (docs/wire-contract.md). */
export const API_BASE = '/api';
export const PLATFORMS = ['android', 'ios', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];
