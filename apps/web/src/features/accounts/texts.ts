// The account pages' texts (the `account` section of each dictionary) load with those pages;
// their loaders are registered from here so the shell's chunk does not carry them.
import { playerAccountTexts } from '@guildhall/locales/player-account-texts';
import { registerTextScope, useScopeTexts } from '../../lib/i18n';

registerTextScope('account', playerAccountTexts);

/** Suspends an account page until its texts in the language in force are loaded. */
export function useAccountTexts(): void {
  useScopeTexts('account');
}
