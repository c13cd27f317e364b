// A game's artwork: logo, cover, banner and icon, each with its current picture and an upload
// (PNG, JPEG or GIF up to 5 MB; the API checks the content too). Shown on the player site at once.
import { useId, useState } from 'react';
import { extensionOf, formatBytes } from '@guildhall/contract/attachments';
import { ARTWORK_KINDS, type AdminGame } from '@guildhall/contract/staff-admin';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { ARTWORK_EXTENSIONS, ARTWORK_MAX_BYTES, useUploadArtwork, type ArtworkKind } from '../api/upload-artwork';

const KIND_KEYS: Record<ArtworkKind, { name: MessageKey; hint: MessageKey }> = {
  logo: { name: 'admin.artwork.logo', hint: 'admin.artwork.logoHint' },
  cover: { name: 'admin.artwork.cover', hint: 'admin.artwork.coverHint' },
  banner: { name: 'admin.artwork.banner', hint: 'admin.artwork.bannerHint' },
  icon: { name: 'admin.artwork.icon', hint: 'admin.artwork.iconHint' },
};

/** Why a file cannot be artwork, before sending it; null when it may go. */
export function artworkProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!(ARTWORK_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > ARTWORK_MAX_BYTES) return 'size';
  return null;
}

function ArtworkSlot({ game, kind }: { game: AdminGame; kind: ArtworkKind }) {
  const { t, lang } = useI18n();
  const id = useId();
  const toast = useToast();
  const uploadArtwork = useUploadArtwork(game.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = t(KIND_KEYS[kind].name);

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const why = artworkProblem(file);
    if (why)
      return setProblem(
        why === 'type'
          ? t('admin.artwork.typeRefused', { name: file.name })
          : t('admin.artwork.tooLarge', { name: file.name, size: formatBytes(ARTWORK_MAX_BYTES, lang) }),
      );
    setBusy(true);
    try {
      await uploadArtwork.mutateAsync({ kind, file });
      toast.success(t('admin.artwork.uploaded', { kind: name }));
    } catch (err) {
      setProblem(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`c-artwork c-artwork--${kind}`}>
      <h3 className="c-artwork__name">{name}</h3>
      <div className="c-artwork__frame">
        <img
          src={game.artwork[kind]}
          alt={t('admin.artwork.current', { kind: name, game: game.gameName })}
          loading="lazy"
        />
      </div>
      <p className="c-muted c-small" id={`${id}-hint`}>
        {t(KIND_KEYS[kind].hint)} {t('admin.artwork.rules', { size: formatBytes(ARTWORK_MAX_BYTES, lang) })}
      </p>
      <input
        id={`${id}-file`}
        type="file"
        className="c-visually-hidden"
        accept=".png,.jpg,.jpeg,.gif"
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={`${id}-file`}
        className={`c-button c-button--small c-attach__pick${busy ? ' is-busy' : ''}`}
        aria-disabled={busy || undefined}
      >
        {busy ? t('admin.artwork.uploading') : t('admin.artwork.replace', { kind: name })}
      </label>
      {problem ? (
        <p className="c-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

export function ArtworkPanel({ game }: { game: AdminGame }) {
  const { t } = useI18n();
  return (
    <section className="c-card" aria-labelledby="c-artwork-h">
      <h2 id="c-artwork-h" className="c-card__title">
        {t('admin.artwork.title')}
      </h2>
      <ul className="c-artwork-grid">
        {ARTWORK_KINDS.map((kind) => (
          <ArtworkSlot key={kind} game={game} kind={kind} />
        ))}
      </ul>
    </section>
  );
}
