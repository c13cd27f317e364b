// The project's own ESLint rules, used by eslint.config.js as the `local` plugin.
import noLiteralUiText from './no-literal-ui-text.js';
import noOutsideCitation from './no-outside-citation.js';

export default {
  meta: { name: 'guildhall-local' },
  rules: { 'no-literal-ui-text': noLiteralUiText, 'no-outside-citation': noOutsideCitation },
};
