// Sixteen languages (docs/decisions/0003, 0015): every text a player or an agent reads comes from the dictionaries
// through `t()`, so a component must not carry words of its own. This rule reports, in JSX:
//   - text between tags that holds a letter of any script (`\p{L}`: Latin, Hangul, kana, Thai…);
//   - a string or template literal with a letter given to an attribute people read or hear
//     (title, placeholder, alt, label, aria-label and the other spoken aria-* texts);
//   - a string or template literal with a letter as a child: `{'Save'}`, `{busy ? 'Saving' : x}`.
// Text without letters (spaces, digits, punctuation, ·, ×, →, ‹ ›, emoji) passes: it reads the same
// in every language. Values nobody sees (`value`, `className`, `href`, `type`, ids) are not looked
// at. A genuine exception (a product name that is never translated) takes an explicit
//   // eslint-disable-next-line local/no-literal-ui-text -- <why it must not be translated>
// and this rule reports such a comment that gives no reason after `--`.

/** Attributes whose text is shown or read aloud (`value` is not: an <option>'s shown text is its child). */
const VISIBLE_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

const LETTER = /\p{L}/u;
const hasLetter = (text) => LETTER.test(text);

/**
 * The literal parts of an expression that end up as the text itself: the expression when it is a
 * string or template literal, and the branches of `a ? b : c`, `a && b`, `a || b`, `a ?? b`.
 * A template literal counts by its fixed parts only (`${t('k')}: ${n}` has none with letters).
 * Anything else (a call, a variable, a member) is someone else's business: it may well be `t()`.
 */
function literalTexts(node) {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ') }];
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      // `cond && 'text'` shows the right side; `name || 'Anonymous'` shows either.
      return node.operator === '&&'
        ? literalTexts(node.right)
        : [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

/** A short, one-line quote of the text for the message. */
function quote(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

function attributeName(attr) {
  return attr.name.type === 'JSXNamespacedName' ? `${attr.name.namespace.name}:${attr.name.name.name}` : attr.name.name;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow words written into components: user-visible text comes from the dictionaries through t().',
    },
    schema: [],
    messages: {
      jsxText: 'Text "{{text}}" is written into the component: put it in the dictionaries and show it with t().',
      attribute:
        'The {{name}} "{{text}}" is written into the component: put it in the dictionaries and pass it with t().',
      child: 'The string "{{text}}" is shown as written: put it in the dictionaries and show it with t().',
      disableWithoutReason:
        'Turning off no-literal-ui-text needs a reason after "--" (why this text must not be translated).',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          const body = comment.value.trim();
          if (!/^eslint-disable(?:-next-line|-line)?\s/.test(body) || !/\bno-literal-ui-text\b/.test(body)) continue;
          if (!/\s--\s*\S/.test(body)) context.report({ loc: comment.loc, messageId: 'disableWithoutReason' });
        }
      },
      JSXText(node) {
        // typescript-estree and espree both give the text with entities decoded (`&times;` is ×).
        if (hasLetter(node.value)) context.report({ node, messageId: 'jsxText', data: { text: quote(node.value) } });
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'JSXEmptyExpression') return;
        for (const { node: lit, text } of literalTexts(value)) {
          if (hasLetter(text)) context.report({ node: lit, messageId: 'attribute', data: { name, text: quote(text) } });
        }
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        if (node.expression.type === 'JSXEmptyExpression') return;
        for (const { node: lit, text } of literalTexts(node.expression)) {
          if (hasLetter(text)) context.report({ node: lit, messageId: 'child', data: { text: quote(text) } });
        }
      },
    };
  },
};
