// Demo texts of the notice pages a brand's footer links to, per language, read from
// apps/api/seed-data/notices/<slug>/<lang>.md: `# <title>`, then the body in a tiny markup
// (paragraphs separated by a blank line, `## ` starts a heading, `- ` a list item).
// notices/languages.json lists each notice's languages in the order they are seeded. The seed fills
// {brand}, {company}, {email}, {address}, {phone} and {representative} with the brand's own details.
import { z } from 'zod';
import type { Language } from '@guildhall/contract/areas';
import { NOTICE_SLUGS, type NoticeSlug } from '@guildhall/contract/footers';
import { languageSchema, parsePage, readSeedJson, readSeedText, seedFiles } from './seed-files';

export interface NoticeText {
  title: string;
  body: string;
}

type NoticeVersions = Partial<Record<Language, NoticeText>> & { en: NoticeText };

const languagesFile = z.record(z.enum(NOTICE_SLUGS), z.array(languageSchema));

function readNotice(slug: NoticeSlug, languages: Language[]): NoticeVersions {
  const files = seedFiles(`notices/${slug}`, '.md');
  const listed = languages.map((lang) => `${lang}.md`).sort();
  if (files.join() !== listed.join())
    throw new Error(
      `seed-data/notices/${slug}: the files (${files.join(', ')}) are not the languages.json list (${listed.join(', ')})`,
    );
  if (!languages.includes('en')) throw new Error(`seed-data/notices/${slug}: no English (en) version`);
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      parsePage(readSeedText('notices', slug, `${lang}.md`), `notices/${slug}/${lang}.md`),
    ]),
  ) as NoticeVersions;
}

const languages = readSeedJson(languagesFile, 'notices', 'languages.json');

export const noticeTemplates: Record<NoticeSlug, NoticeVersions> = Object.fromEntries(
  NOTICE_SLUGS.map((slug) => [slug, readNotice(slug, languages[slug])]),
) as Record<NoticeSlug, NoticeVersions>;
