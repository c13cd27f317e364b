// The rule that keeps words out of components, run through ESLint's RuleTester on TSX
// parsed the way eslint.config.js parses the apps (typescript-eslint).
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from './no-literal-ui-text.js';
import local from './index.js';

// RuleTester looks for mocha-style globals; vitest runs without globals, so hand it vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const tsx = (code: string) => ({ code, filename: 'component.tsx' });

describe('the local plugin', () => {
  it('offers the rule under the name eslint.config.js turns on', () => {
    expect(local.rules['no-literal-ui-text']).toBe(rule);
  });
});

tester.run('no-literal-ui-text', rule, {
  valid: [
    // Texts through t(), in children, attributes and templates.
    tsx("const A = () => <p title={t('a.title')} aria-label={t('a.label')}>{t('a.body')}</p>;"),
    tsx("const A = ({ n }) => <button aria-label={`${t('a.close')} ${n}`}>{t('a.x', { n })}</button>;"),
    tsx("const A = () => <section aria-roledescription={t('home.carouselRole')} />;"),
    // No letters: whitespace, digits, punctuation and symbols read the same in every language.
    tsx('const A = () => <span> · </span>;'),
    tsx('const A = () => <b>× → ‹ › … — 3/4 (12) 100% ★</b>;'),
    tsx('const A = () => <i>&times; &nbsp; &rarr;</i>;'),
    tsx("const A = ({ a, b }) => <p>{a}{' · '}{b}{' '}{'→'}</p>;"),
    tsx('const A = () => (\n  <div>\n    <span />\n  </div>\n);'),
    // Attributes nobody reads: value (an <option> shows its child), class names, ids, types, links.
    tsx('const A = ({ name }) => <select><option value="en">{name}</option></select>;'),
    tsx('const A = () => <input type="submit" value="Submit" name="search" autoComplete="off" />;'),
    tsx('const A = () => <div className="gh-card gh-card--wide" data-testid="card" id="main" role="group" />;'),
    tsx('const A = () => <a href="/support/inquiries" rel="noopener noreferrer" target="_blank" />;'),
    tsx("const A = ({ open }) => <div className={open ? 'is-open' : 'is-closed'} />;"),
    // Texts that come from data or variables are someone else's business (maybe t() further up).
    tsx('const A = ({ game }) => <img alt={game.title} title={game.subTitle} />;'),
    tsx("const A = ({ label }) => <p>{label ?? '—'}</p>;"),
    tsx('const A = () => <img alt="" />;'),
    // Strings outside JSX: error messages for developers, keys, media queries.
    tsx("const q = '(prefers-reduced-motion: reduce)'; if (!x) throw new Error('useI18n outside I18nProvider');"),
    // The escape hatch states its reason, and then holds. (RuleTester names the rule under test
    // `rule-to-test/…`; in the apps it is `local/no-literal-ui-text`.)
    tsx(
      '// eslint-disable-next-line rule-to-test/no-literal-ui-text -- a product name, never translated\nconst A = () => <b>Guildhall</b>;',
    ),
  ],
  invalid: [
    {
      ...tsx('const A = () => <p>Hello</p>;'),
      errors: [{ messageId: 'jsxText', data: { text: 'Hello' }, line: 1, column: 20 }],
    },
    // Any script, not only Latin.
    { ...tsx('const A = () => <p>안녕하세요</p>;'), errors: [{ messageId: 'jsxText' }] },
    { ...tsx('const A = () => <p>مرحبا</p>;'), errors: [{ messageId: 'jsxText' }] },
    { ...tsx('const A = () => <p>สวัสดี</p>;'), errors: [{ messageId: 'jsxText' }] },
    { ...tsx('const A = () => <p>ログイン</p>;'), errors: [{ messageId: 'jsxText' }] },
    // Words next to an expression, and units.
    { ...tsx('const A = ({ n }) => <p>Total: {n}</p>;'), errors: [{ messageId: 'jsxText', data: { text: 'Total:' } }] },
    {
      ...tsx('const A = ({ n }) => <p>{n} <span>px</span></p>;'),
      errors: [{ messageId: 'jsxText', data: { text: 'px' } }],
    },
    { ...tsx('const A = () => <p>&nbsp;Next&nbsp;&rarr;</p>;'), errors: [{ messageId: 'jsxText' }] },
    // The option's shown text, not its value.
    {
      ...tsx('const A = () => <select><option value="a">Alpha</option></select>;'),
      errors: [{ messageId: 'jsxText', data: { text: 'Alpha' } }],
    },
    // Attributes that are shown or read aloud, however the string gets there.
    {
      ...tsx('const A = () => <input placeholder="Search games" />;'),
      errors: [{ messageId: 'attribute', data: { name: 'placeholder', text: 'Search games' } }],
    },
    {
      ...tsx("const A = () => <img alt={'Logo'} />;"),
      errors: [{ messageId: 'attribute', data: { name: 'alt', text: 'Logo' } }],
    },
    {
      ...tsx('const A = () => <p title="Details" />;'),
      errors: [{ messageId: 'attribute', data: { name: 'title', text: 'Details' } }],
    },
    {
      ...tsx('const A = ({ name }) => <button aria-label={`Close ${name}`} />;'),
      errors: [{ messageId: 'attribute', data: { name: 'aria-label', text: 'Close' } }],
    },
    {
      ...tsx('const A = () => <section aria-roledescription="carousel" />;'),
      errors: [{ messageId: 'attribute', data: { name: 'aria-roledescription', text: 'carousel' } }],
    },
    { ...tsx('const A = () => <div aria-description="Opens a dialog" />;'), errors: [{ messageId: 'attribute' }] },
    {
      ...tsx('const A = () => <div role="textbox" aria-placeholder="Type here" />;'),
      errors: [{ messageId: 'attribute' }],
    },
    {
      ...tsx("const A = () => <Field label={'Email' as string} />;"),
      errors: [{ messageId: 'attribute', data: { name: 'label', text: 'Email' } }],
    },
    {
      // Only the literal branch is reported; the t() branch is fine.
      ...tsx("const A = ({ busy }) => <button title={busy ? 'Saving' : t('a.save')} />;"),
      errors: [{ messageId: 'attribute', data: { name: 'title', text: 'Saving' } }],
    },
    // String children.
    { ...tsx("const A = () => <p>{'Loading'}</p>;"), errors: [{ messageId: 'child', data: { text: 'Loading' } }] },
    {
      ...tsx('const A = ({ n }) => <p>{`${n} items`}</p>;'),
      errors: [{ messageId: 'child', data: { text: 'items' } }],
    },
    {
      ...tsx("const A = ({ open }) => <>{open && 'Hide'}</>;"),
      errors: [{ messageId: 'child', data: { text: 'Hide' } }],
    },
    {
      ...tsx("const A = ({ open }) => <p>{open ? 'Hide' : 'Show'}</p>;"),
      errors: [
        { messageId: 'child', data: { text: 'Hide' } },
        { messageId: 'child', data: { text: 'Show' } },
      ],
    },
    {
      ...tsx("const A = ({ name }) => <p>{name || 'Anonymous'}</p>;"),
      errors: [{ messageId: 'child', data: { text: 'Anonymous' } }],
    },
    // A long text is quoted short in the message.
    {
      ...tsx('const A = () => <p>This sentence is far too long to be quoted whole in a message</p>;'),
      errors: [{ messageId: 'jsxText', data: { text: 'This sentence is far too long to be quo…' } }],
    },
    // Turning the rule off without saying why is itself reported.
    {
      ...tsx('// eslint-disable-next-line rule-to-test/no-literal-ui-text\nconst A = () => <b>Guildhall</b>;'),
      errors: [{ messageId: 'disableWithoutReason', line: 1 }],
    },
  ],
});
