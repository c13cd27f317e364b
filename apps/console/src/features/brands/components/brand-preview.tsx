// A live look at a brand's colour and corner radius, the way the player site uses them: a button,
// a card, a tag (filled, as the site's pills are). The text on the colour is chosen by the contract's one rule (colors.ts
// textColorOn, the same the server writes into every page as --brand-contrast), and the ratio shown
// is the real one of that text on that colour, so what an admin is shown is what players get.
import { contrastRatio, LIGHT_TEXT, MIN_TEXT_CONTRAST, textColorOn } from '@guildhall/contract/colors';
import { useI18n } from '../../../lib/i18n';

export function BrandPreview({ name, color, radius }: { name: string; color: string; radius: number }) {
  const { t, lang } = useI18n();
  const ink = textColorOn(color);
  const ratio = contrastRatio(ink, color);
  const readable = ratio >= MIN_TEXT_CONTRAST;
  const r = `${Math.max(0, Math.min(40, radius))}px`;
  const format = (n: number) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.floor(n * 100) / 100,
    );
  return (
    <figure className="c-brand-preview" aria-label={t('admin.brand.preview')}>
      <figcaption className="c-muted c-small">{t('admin.brand.preview')}</figcaption>
      <div className="c-brand-preview__stage">
        <div className="c-brand-preview__bar" style={{ background: color, color: ink }}>
          <strong>{name || '—'}</strong>
        </div>
        <div className="c-brand-preview__card" style={{ borderRadius: r }}>
          <div
            className="c-brand-preview__art"
            style={{
              background: `linear-gradient(135deg, ${color}, color-mix(in srgb, ${color} 35%, #000))`,
              borderRadius: `${r} ${r} 0 0`,
            }}
          />
          <div className="c-brand-preview__body">
            <span
              className="c-brand-preview__tag"
              style={{ background: color, color: ink, borderColor: color, borderRadius: r }}
            >
              {t('admin.brand.previewTag')}
            </span>
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              className="c-brand-preview__button"
              style={{ background: color, color: ink, borderRadius: r }}
            >
              {t('admin.brand.previewButton')}
            </button>
          </div>
        </div>
        <div className="c-brand-preview__swatch" style={{ background: color, borderRadius: r }} aria-hidden="true" />
      </div>
      <p
        className={`c-small ${readable ? 'c-muted' : 'c-warn-text'}`}
        data-testid="brand-contrast"
        data-ink={ink}
        data-ratio={ratio.toFixed(2)}
      >
        {ink === LIGHT_TEXT
          ? t('admin.brand.contrastWhite', { ratio: format(ratio) })
          : t('admin.brand.contrastDark', { ratio: format(ratio) })}
        {readable ? '' : ` ${t('admin.brand.contrastLow')}`}
      </p>
    </figure>
  );
}
