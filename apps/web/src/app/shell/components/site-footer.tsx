// Footers per brand (docs/product.md section 2, packages/contract/src/footers.ts): which notices it links to and whether it has the contact
// popup follow from the brand's footer kind, which is data.
import { useRef } from 'react';
import { Link } from 'react-router';
import { FOOTER_CONTACT_POPUP, FOOTER_NOTICES } from '@guildhall/contract/footers';
import { webPaths } from '@guildhall/contract/paths';
import { useBrand } from '../../../lib/brand';
import { useI18n } from '../../../lib/i18n';
import { replyWithin } from '../../../lib/reply-time';
import { CloseIcon } from '../../../components/icons';
import { ContactEmail } from '../../../components/contact-email';

export function noticeHref(slug: string): string {
  return webPaths.notice.replace(':slug', slug);
}

/**
 * The copyright sentence with the company's name in it: a name that ends in a period ("Co., Ltd.")
 * takes the sentence's own period, so it never reads "Ltd..". The name is as the admin typed it.
 */
export function copyrightLine(sentence: string, company: string): string {
  return company.trimEnd().endsWith('.') ? sentence.replace('\u2069.', '\u2069') : sentence;
}

export function SiteFooter() {
  const brand = useBrand();
  const { t, lang } = useI18n();
  const contact = useRef<HTMLDialogElement>(null);
  const notices = FOOTER_NOTICES[brand.footer];

  return (
    <footer className={`gh-footer gh-footer--${brand.footer}`}>
      <nav aria-label={t('footer.legal')} className="gh-footer__links">
        {notices.map((slug) => (
          <Link key={slug} to={noticeHref(slug)}>
            {t(`footer.${slug}`)}
          </Link>
        ))}
        {FOOTER_CONTACT_POPUP[brand.footer] ? (
          <button type="button" className="gh-footer__contact" onClick={() => contact.current?.showModal()}>
            {t('footer.contact')}
          </button>
        ) : null}
      </nav>
      <p className="gh-footer__copy">
        <img src={brand.logo} alt="" width={120} height={32} loading="lazy" />
        {/* The company name is isolated (FSI…PDI, the text form of <bdi>) so that, inside an Arabic
            sentence, its words, a trailing "Inc." and the year keep their order. */}
        <span>
          {copyrightLine(
            t('footer.copyright', { year: new Date().getFullYear(), company: `\u2068${brand.company}\u2069` }),
            brand.company,
          )}
        </span>
      </p>
      {FOOTER_CONTACT_POPUP[brand.footer] ? (
        <dialog
          ref={contact}
          className="gh-modal"
          aria-labelledby="gh-contact-title"
          onClick={(e) => {
            if (e.target === contact.current) contact.current.close();
          }}
        >
          <div className="gh-modal__inner">
            <div className="gh-modal__head">
              <h2 id="gh-contact-title">{t('footer.contactTitle')}</h2>
              <button
                type="button"
                className="gh-icon-button"
                onClick={() => contact.current?.close()}
                aria-label={t('common.close')}
              >
                <CloseIcon />
              </button>
            </div>
            <ContactEmail />
            {/* How soon, from the brand's data (the same figure the player is told after filing). */}
            <p>{t('common.replyExpected', { time: replyWithin(brand.replyWithinHours, lang) })}</p>
            <Link
              className="gh-button gh-button--primary"
              to={webPaths.supportGame}
              onClick={() => contact.current?.close()}
            >
              {t('footer.contactSupport')}
            </Link>
          </div>
        </dialog>
      ) : null}
    </footer>
  );
}
