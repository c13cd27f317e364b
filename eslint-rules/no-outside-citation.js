// A comment is read from a clone of this repository, so what it cites must be in the clone: a file
// (a decision record in docs/decisions, docs/product.md, docs/wire-contract.md, the contract, the
// test that shows it) or simply the reason. This rule reports a comment that instead sends the
// reader to a document kept outside the repository (the design notes' API, PRODUCT, STYLE and
// TOOLCHAIN pages, "the spec's section N") or to a tracker's issue number, which no clone opens.
// A link to a public page (an https:// URL, an upstream project's issue) is fine: anyone can open it.
// docs/style.md (Habits: comments) says the same for people.

/** What a comment may not cite, each with the name the report gives it. */
export const OUTSIDE_CITATIONS = [
  { pattern: /(?<![\w/.-])(?:API|PRODUCT|STYLE|TOOLCHAIN)\.md\b/, what: 'a design document outside the repository' },
  {
    pattern: /\bspec(?:'s|ification'?s?)?\s+(?:sections?|§)\s*\d|\bsections?\s+\d+\s+of\s+the\s+spec/i,
    what: 'a section of the specification, which is not in the repository',
  },
  { pattern: /(?<![\w/.-])issues?\s*#?\d+/i, what: 'an issue number' },
];

/** The first outside citation in a text, or null. URLs are taken out first: they open from anywhere. */
export function outsideCitation(text) {
  const withoutUrls = text.replace(/\bhttps?:\/\/\S+/g, '');
  for (const { pattern, what } of OUTSIDE_CITATIONS) {
    const m = pattern.exec(withoutUrls);
    if (m) return { cited: m[0], what };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite files in the repository, not outside documents or issue numbers' },
    schema: [],
    messages: {
      outside:
        'This comment cites "{{cited}}" ({{what}}), which a clone does not have: cite a file in the repository (a decision record, docs/, the contract, a test) or just say why.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          const found = outsideCitation(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'outside', data: found });
        }
      },
    };
  },
};
