// The support center's texts (the `support` section of each dictionary) load with its pages;
// their loaders are registered from here so the shell's chunk does not carry them.
import { playerSupportTexts } from '@guildhall/locales/player-support-texts';
import { registerTextScope, useScopeTexts } from '../../lib/i18n';

registerTextScope('support', playerSupportTexts);

/** Suspends a support page until its texts in the language in force are loaded. */
export function useSupportTexts(): void {
  useScopeTexts('support');
}
