// A live look at a brand's colour and corner radius, the way the player site uses them: a button,
// a card, a tag; and whether white text on the colour stays readable.
import { useI18n } from '../../../lib/i18n';
import { contrastRatio, textOn } from '../lib/brand-form';

export function BrandPreview({ name, color, radius }: { name: string; color: string; radius: number }) {
  const { t, lang } = useI18n();
  const ink = textOn(color);
  const ratio = contrastRatio(color, ink);
  const r = `${Math.max(0, Math.min(40, radius))}px`;
  return (
    <figure className="c-brand-preview" aria-label={t('admin.brand.preview')}>
      <figcaption className="c-muted c-small">{t('admin.brand.preview')}</figcaption>
      <div className="c-brand-preview__stage">
        <div className="c-brand-preview__bar" style={{ background: color, color: ink }}>
          <strong>{name || '—'}</strong>
        </div>
        <div className="c-brand-preview__card" style={{ borderRadius: r }}>
          <div className="c-brand-preview__art" style={{ background: `linear-gradient(135deg, ${color}, color-mix(in srgb, ${color} 35%, #000))`, borderRadius: `${r} ${r} 0 0` }} />
          <div className="c-brand-preview__body">
            <span className="c-brand-preview__tag" style={{ color, borderColor: color, borderRadius: r }}>
              {t('admin.brand.previewTag')}
            </span>
            <button type="button" tabIndex={-1} aria-hidden="true" className="c-brand-preview__button" style={{ background: color, color: ink, borderRadius: r }}>
              {t('admin.brand.previewButton')}
            </button>
          </div>
        </div>
        <div className="c-brand-preview__swatch" style={{ background: color, borderRadius: r }} aria-hidden="true" />
      </div>
      <p className={`c-small ${ratio < 4.5 ? 'c-warn-text' : 'c-muted'}`}>
        {t('admin.brand.contrast', { ratio: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(ratio) })}
        {ratio < 4.5 ? ` ${t('admin.brand.contrastLow')}` : ''}
      </p>
    </figure>
  );
}
