// The project's own ESLint rules, used by eslint.config.js as the `local` plugin.
import noLiteralUiText from './no-literal-ui-text.js';

export default {
  meta: { name: 'guildhall-local' },
  rules: { 'no-literal-ui-text': noLiteralUiText },
};
