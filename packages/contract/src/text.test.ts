import { describe, expect, it } from 'vitest';
import { CreateInquirySchema, ReplySchema, ScoreSchema } from './support';
import { CannedReplySchema, StaffNoteSchema } from './staff';
import { CategoryEditSchema, GameTextSchema, StaffUpdateSchema } from './staff-admin';
import { PlatformSessionSchema } from './accounts';
import { isVisible, measureText, textCounter, textLength, textSchema, type TextRule } from './text';

const TITLE: TextRule = { min: 2, max: 100 };
const CONTENT: TextRule = { min: 10, max: 400, words: 2, multiline: true };
const title = textSchema(TITLE);
const content = textSchema(CONTENT);

const rulesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

/** `sample`'s graphemes repeated up to exactly `n`, never ending on a space (which would be trimmed). */
function fill(sample: string, n: number): string {
  const parts = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(sample),
    (s) => s.segment,
  );
  const out: string[] = [];
  for (let i = 0; out.length < n; i += 1) out.push(parts[i % parts.length]!);
  while (!isVisible(out[out.length - 1]!)) out[out.length - 1] = parts[0]!;
  return out.join('');
}

const REAL = {
  thai: 'ผู้ใหญ่ที่นั่นบอกว่าน้ำในแม่น้ำกี่วันก็ยังไม่ลด ฉันจึงอยากสอบถามเรื่องการเติมเงินที่ไม่เข้าบัญชี ',
  arabic: 'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ، لَمْ أَسْتَلِمِ الْجَوَاهِرَ بَعْدَ الشِّرَاءِ ',
  vietnamese: 'Tôi đã nạp tiền nhưng không nhận được kim cương trong trò chơi, xin hãy kiểm tra giúp. ',
  hindi: 'मैंने स्त्री पात्र के लिए क्षत्रिय कवच खरीदा लेकिन वह मेरे खाते में नहीं आया, कृपया जाँच करें। ',
  emoji: 'Family 👨‍👩‍👧‍👦 and 👩🏽‍❤️‍💋‍👨🏻 and 🏳️‍🌈 flags 🇰🇷🏴󠁧󠁢󠁳󠁣󠁴󠁿 thanks 👍🏽 ',
};

describe('text limits count code points and bytes, not only characters', () => {
  it('refuses a title of two letters carrying 300,000 combining marks', () => {
    const attack = `a${'\u0301'.repeat(150_000)}b${'\u0302'.repeat(150_000)}`;
    expect(attack).toHaveLength(300_002);
    expect(textLength(attack)).toBe(2); // what the old rule counted: "two characters"
    expect(rulesOf(title.safeParse(attack))).toEqual(['too_long']);
  });

  it('refuses content of ten words carrying 200,000 marks', () => {
    const words = Array.from({ length: 10 }, (_, i) => `word${i}${'\u0308'.repeat(20_000)}`).join(' ');
    expect(textLength(words)).toBeLessThan(100);
    expect(rulesOf(content.safeParse(words))).toEqual(['too_long']);
  });

  it('allows four code points per character allowed, not one more', () => {
    const reply = textSchema({ min: 1, max: 400, multiline: true });
    const atLimit = `ab${'\u0300'.repeat(1598)}`; // 2 characters, 1,600 code points
    expect(measureText(atLimit)).toMatchObject({ characters: 2, codePoints: 1600 });
    expect(reply.safeParse(atLimit).success).toBe(true);
    expect(rulesOf(reply.safeParse(`${atLimit}\u0300`))).toEqual(['too_long']);
  });

  it('bounds UTF-8 bytes too: 12 per character allowed', () => {
    // One grapheme of four supplementary code points (a thumb and three skin tones): 16 bytes.
    const heavy = '👍🏽🏽🏽'.repeat(100);
    expect(measureText(heavy)).toEqual({ characters: 100, codePoints: 400, bytes: 1600 });
    expect(rulesOf(title.safeParse(heavy))).toEqual(['too_long']);
    expect(title.safeParse('👍🏽🏽🏽'.repeat(75)).success).toBe(true); // 1,200 bytes
  });

  it('refuses a raw value that cannot fit before normalising or segmenting it', () => {
    const huge = 'ab'.repeat(1_000_000);
    expect(rulesOf(title.safeParse(huge))).toEqual(['too_long']);
  });

  it.each(Object.entries(REAL))('accepts real %s text filled to the limits', (_, sample) => {
    const t = fill(sample, 100);
    const c = fill(sample, 400);
    const parsedTitle = title.safeParse(t);
    const parsedContent = content.safeParse(c);
    expect(rulesOf(parsedTitle)).toEqual([]);
    expect(rulesOf(parsedContent)).toEqual([]);
    expect(textLength(parsedTitle.data!)).toBe(100);
    expect(textLength(parsedContent.data!)).toBe(400);
    expect(rulesOf(title.safeParse(`${t}x`))).toEqual(['too_long']);
  });

  it('accepts the densest living-script letters at the title limit: Thai with vowel and tone, Arabic with shadda and haraka', () => {
    expect(title.safeParse('กี่'.repeat(100)).success).toBe(true);
    expect(title.safeParse('ضَّ'.repeat(100)).success).toBe(true);
    expect(title.safeParse('👍🏽'.repeat(100)).success).toBe(true);
  });
});

describe('normalisation', () => {
  it('stores NFD input as NFC, and counts it as such', () => {
    const nfd = 'Tiếng Việt có dấu'.normalize('NFD');
    expect(nfd).not.toBe(nfd.normalize('NFC'));
    const parsed = title.parse(nfd);
    expect(parsed).toBe('Tiếng Việt có dấu'.normalize('NFC'));
    expect(parsed.length).toBe(17);
    expect(textCounter(nfd, TITLE)).toEqual({ length: 17, over: false });
  });

  it('composes after removing a control that sat between a letter and its mark', () => {
    expect(title.parse('Cafe\u0007\u0301 bar')).toBe('Café bar');
  });

  it('removes control characters, keeping newline and tab in multi-line text only', () => {
    expect(content.parse('Line one\r\nline\u0000 two\rthree\u2028four\u0085\tend\u007f\u009b')).toBe(
      'Line one\nline two\nthree\nfour\tend',
    );
    expect(title.parse('Two\nlines\r\n\tand\u0000 a NUL')).toBe('Two lines and a NUL');
  });

  it('replaces a lone surrogate, so what is stored is valid UTF-8', () => {
    expect(title.parse('ab\uD800cd')).toBe('ab\uFFFDcd');
    expect(title.parse('ok 😀')).toBe('ok 😀');
  });

  it('trims invisible characters at both ends, but keeps an emoji presentation selector and inner joiners', () => {
    expect(title.parse('\u200B\uFEFF  Hello \u200D\u202E\u3000')).toBe('Hello');
    expect(title.parse('Love ❤️')).toBe('Love ❤️');
    expect(title.parse('نام‌خانوادگی')).toBe('نام‌خانوادگی'); // ZWNJ inside a Persian word
  });
});

describe('invisible text', () => {
  it.each([
    ['zero-width spaces and joiners', '\u200B\u200C\u200D\u2060\u200B'],
    ['a BOM and bidi controls', '\uFEFF\u202E\u202D\u2066\u2069\u200F'],
    ['spaces of every kind', ' \u00A0\u2003\u3000\u202F'],
    ['control characters', '\u0001\u0002\u0003\u0004'],
    ['combining marks alone', '\u0301\u0302\u0303'],
    ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
    ['blank braille patterns', '\u2800\u2800\u2800'],
    ['tags and variation selectors', '\u{E0041}\u{E0042}\uFE0F\u034F'],
    ['soft hyphens and a null notehead', '\u00AD\u00AD\u{1D159}'],
  ])('refuses a title of %s', (_, value) => {
    expect(rulesOf(title.safeParse(value))).toEqual(['invisible']);
    expect(rulesOf(content.safeParse(value))).toEqual(['invisible']);
  });

  it('tells an empty field from an invisible one', () => {
    expect(rulesOf(title.safeParse(''))).toEqual(['too_short']);
    expect(rulesOf(textSchema({ min: 1, max: 64, required: true }).safeParse(''))).toEqual(['required']);
    expect(rulesOf(title.safeParse('a'))).toEqual(['too_short']);
  });

  it('stores an optional text of only invisible characters as empty', () => {
    expect(ScoreSchema.parse({ inquiryId: 1, score: 5, comment: '\u200B\u3164' }).comment).toBe('');
  });
});

describe('every free-text field of the contract uses the rules', () => {
  const attack = `a${'\u0301'.repeat(50_000)}b`;
  const invisible = '\u200B\u3164\u2800';
  const inquiry = {
    gameId: 1,
    gameAreaId: 'kr',
    serverId: 's1',
    roleName: 'Hero',
    queryType: 1,
    title: 'A fine title',
    content: 'Some words of content here',
    email: 'a@b.example',
    agreements: { terms: true, userAgreement: true, privacy: true },
  };
  const rule = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('inquiry, reply and rating', () => {
    expect(
      rule(
        CreateInquirySchema.safeParse({
          ...inquiry,
          title: attack,
          content: `${attack} ${attack}`,
          roleName: invisible,
        }),
      ),
    ).toEqual(['roleName:invisible', 'title:too_long', 'content:too_long']);
    expect(rule(CreateInquirySchema.safeParse({ ...inquiry, roleName: '' }))).toEqual(['roleName:required']);
    expect(rule(ReplySchema.safeParse({ inquiryId: 1, content: invisible }))).toEqual(['content:invisible']);
    expect(rule(ScoreSchema.safeParse({ inquiryId: 1, score: 4, comment: attack.repeat(2) }))).toEqual([
      'comment:too_long',
    ]);
  });

  it('staff messages, canned replies, catalogue and staff names, platform user names', () => {
    expect(rule(StaffNoteSchema.safeParse({ content: invisible }))).toEqual(['content:invisible']);
    expect(rule(CannedReplySchema.safeParse({ brand: 'b', lang: 'en', title: invisible, body: attack }))).toEqual([
      'title:invisible',
      'body:too_long',
    ]);
    expect(
      CannedReplySchema.safeParse({ brand: 'b', lang: 'en', title: 'ok', body: `x${'\u0301'.repeat(15_999)}` }).success,
    ).toBe(true);
    expect(
      rule(CannedReplySchema.safeParse({ brand: 'b', lang: 'en', title: 'ok', body: `x${'\u0301'.repeat(16_000)}` })),
    ).toEqual(['body:too_long']);
    expect(rule(GameTextSchema.safeParse({ title: attack, subTitle: invisible, description: 'ok' }))).toEqual([
      'title:too_long',
    ]);
    expect(rule(CategoryEditSchema.safeParse({ names: { en: invisible } }))).toEqual(['names.en:invisible']);
    expect(rule(StaffUpdateSchema.safeParse({ name: attack, role: 'admin', brands: [] }))).toEqual(['name:too_long']);
    expect(rule(PlatformSessionSchema.safeParse({ gameId: 1, platformUserId: 'u1', username: invisible }))).toEqual([
      'username:invisible',
    ]);
  });
});

describe('the forms’ counter', () => {
  it('counts what the server counts and flags every limit', () => {
    expect(textCounter('  two words  ', CONTENT)).toEqual({ length: 9, over: false });
    expect(textCounter('a\u0301'.repeat(100), TITLE)).toEqual({ length: 100, over: false });
    expect(textCounter(`ab${'\u0301'.repeat(400)}`, TITLE)).toEqual({ length: 2, over: true });
    expect(textCounter('x'.repeat(101), TITLE)).toEqual({ length: 101, over: true });
    expect(textCounter('x'.repeat(10_000), TITLE).over).toBe(true);
  });
});
