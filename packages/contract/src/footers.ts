// Brand presentation values without zod, so the player bundle can import them cheaply.
export const FOOTER_KINDS = ['standard', 'japan', 'japan-variant', 'taiwan'] as const;
export type FooterKind = (typeof FOOTER_KINDS)[number];

export const CAROUSEL_STYLES = ['coverflow', 'fade'] as const;
export type CarouselStyle = (typeof CAROUSEL_STYLES)[number];

/** Notice pages a footer links to; which ones a brand shows follows from its footer kind. */
export const NOTICE_SLUGS = [
  'privacy',
  'terms',
  'commercial-transactions',
  'settlement-law',
  'company',
  'user-agreement',
] as const;
export type NoticeSlug = (typeof NOTICE_SLUGS)[number];

/**
 * The document each required consent of the inquiry form (and the API's `agreements`) links to. A
 * brand that has the document (its notices, boot data `brand.notices`) shows the link; the demo
 * seeds all three for every brand, whatever its footer shows.
 */
export const CONSENT_NOTICES = {
  terms: 'terms',
  userAgreement: 'user-agreement',
  privacy: 'privacy',
} as const satisfies Record<string, NoticeSlug>;

export const FOOTER_NOTICES: Record<FooterKind, readonly NoticeSlug[]> = {
  standard: ['privacy', 'terms'],
  japan: ['privacy', 'terms', 'commercial-transactions'],
  'japan-variant': ['settlement-law', 'commercial-transactions'],
  taiwan: ['terms', 'privacy', 'company'],
};

/** Footer kinds that offer the contact popup. */
export const FOOTER_CONTACT_POPUP: Record<FooterKind, boolean> = {
  standard: false,
  japan: true,
  'japan-variant': false,
  taiwan: false,
};
