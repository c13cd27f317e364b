// The mail that tells a player a reply to their inquiry is waiting: sent after an agent's reply
// (staff/queue.service.ts), a macro's reply (rules/macros.service.ts) and a merge's notice
// (merge/merge.service.ts), each once its transaction has committed. It imports repositories and
// the mails' texts only, no service that calls the automation, so any service may call it.
import { isArea, type Language } from '@guildhall/contract/areas';
import { webPaths } from '@guildhall/contract/paths';
import type { Executor, InquiryRow } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { siteLink, withLink } from '../accounts/mail-links';
import { replyNoticeMail } from '../accounts/mail-texts';
import { brandName } from '../staff/staff.repository';
import { accountEmail } from './inquiries.repository';

/** How the player hears of a reply. */
export interface ReplyNoticeDeps {
  mailer: Mailer;
  /** A brand's public origin, for the mail's link to the inquiry on the brand's site (none: no link). */
  originOf?: ((brandId: string) => Promise<string>) | undefined;
}

/**
 * Where a reply is mailed besides My inquiries: the inquiry's contact email, else the account's
 * verified one, else nowhere. Filing an inquiry tells the player this address (inquiries.service.ts).
 */
export async function replyMailAddress(
  db: Executor,
  userId: number,
  inquiryEmail: string | null,
): Promise<string | null> {
  if (inquiryEmail) return inquiryEmail;
  const account = await accountEmail(db, userId);
  return account?.email && account.email_certified === 1 ? account.email : null;
}

/**
 * Mails the player that a reply is waiting, in the inquiry's language, linking to the inquiry's page
 * on the brand's site in its language and area; the reply itself stays behind the login. A mail
 * that cannot be sent is dropped: the reply has committed and waits in My inquiries.
 */
export async function mailReplyNotice(
  db: Executor,
  inquiry: Pick<InquiryRow, 'id' | 'user_id' | 'brand_id' | 'game_id' | 'title' | 'email' | 'lang' | 'region'>,
  { mailer, originOf }: ReplyNoticeDeps,
): Promise<void> {
  const to = await replyMailAddress(db, inquiry.user_id, inquiry.email);
  if (!to) return;
  const lang = inquiry.lang as Language;
  const mail = replyNoticeMail(lang, {
    brand: await brandName(db, inquiry.brand_id),
    title: inquiry.title,
    inquiryId: inquiry.id,
  });
  const link = originOf
    ? siteLink(
        await originOf(inquiry.brand_id),
        webPaths.supportFeedback,
        { lang, area: isArea(inquiry.region) ? inquiry.region : undefined },
        { clientId: inquiry.game_id, inquiryId: inquiry.id },
      )
    : null;
  await mailer.send({ to, ...(link ? withLink(mail, lang, 'reply', link) : mail) }).catch(() => undefined);
}
