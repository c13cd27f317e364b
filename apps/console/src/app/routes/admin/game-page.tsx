// One game (admins): details and texts, artwork, FAQs, inquiry categories, regions and servers,
// each a section with its own address. `new` creates a game (details only until it exists).
import { useEffect } from 'react';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminGame } from '@guildhall/contract/staff-admin';
import { Icon } from '../../../components/icons';
import { LoadError, Loading, QueryFallback } from '../../../components/query-state';
import { useT, type MessageKey } from '../../../lib/i18n';
import { paths, type GameSection } from '../../../lib/paths';
import { adminBrandsOptions } from '../../../features/brands/api/admin-brands';
import { adminGamesOptions } from '../../../features/games/api/games';
import { ArtworkPanel } from '../../../features/artwork/components/artwork-panel';
import { adminCategoriesOptions } from '../../../features/categories/api/categories';
import { CategoriesPanel } from '../../../features/categories/components/categories-panel';
import { FaqsPanel } from '../../../features/faqs/components/faqs-panel';
import { FieldsPanel } from '../../../features/fields/components/fields-panel';
import { GameForm } from '../../../features/games/components/game-form';
import { RegionsEditor } from '../../../features/regions/components/regions-editor';
import { editableLanguages } from '../../../lib/languages';
import { NotFoundPage } from '../not-found-page';

const SECTIONS: { id: GameSection; key: MessageKey }[] = [
  { id: 'details', key: 'admin.game.sectionDetails' },
  { id: 'artwork', key: 'admin.game.sectionArtwork' },
  { id: 'faqs', key: 'admin.game.sectionFaqs' },
  { id: 'categories', key: 'admin.game.sectionCategories' },
  { id: 'fields', key: 'fields.admin.section' },
  { id: 'regions', key: 'admin.game.sectionRegions' },
];

/** The fields panel, given the game's categories (features/categories) it files fields under. */
function FieldsSection({ game, languages }: { game: AdminGame; languages: readonly string[] }) {
  const categories = useQuery(adminCategoriesOptions(game.id));
  if (!categories.isSuccess) return <QueryFallback query={categories} />;
  return <FieldsPanel gameId={game.id} area={game.area} languages={languages} categories={categories.data} />;
}

export function GamePage() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const isNew = params.gameId === 'new';
  const gameId = Number(params.gameId);
  const section = (SECTIONS.find((s) => s.id === params.section)?.id ??
    (params.section ? null : 'details')) as GameSection | null;
  const brands = useQuery(adminBrandsOptions());
  const games = useQuery({ ...adminGamesOptions(), enabled: !isNew });
  const game = games.data?.find((g) => g.id === gameId) ?? null;
  const brand = brands.data?.find((b) => b.id === (game?.brand ?? search.get('brand')));

  useEffect(() => {
    document.title = `${isNew ? t('admin.game.new') : (game?.gameName ?? t('admin.game.title'))} · ${t('app.name')}`;
  }, [game, isNew, t]);

  if ((!isNew && !(Number.isInteger(gameId) && gameId > 0)) || section === null) return <NotFoundPage />;
  const pending = brands.isPending || (!isNew && games.isPending);
  const failed = brands.error ?? games.error;
  const languages = editableLanguages([brand?.defaultArea, game?.area], game ? Object.keys(game.texts) : []);

  return (
    <div className="c-page">
      <p className="c-back">
        <Link to={paths.games.getHref(brand?.id)}>
          <Icon name="back" size={14} /> {t('admin.game.back')}
        </Link>
      </p>
      {pending ? (
        <Loading />
      ) : failed ? (
        <LoadError error={failed} onRetry={() => void Promise.all([brands.refetch(), games.refetch()])} />
      ) : !isNew && !game ? (
        <NotFoundPage />
      ) : (
        <>
          <header className="c-page__header">
            <div className="c-game-head">
              {game ? (
                <img className="c-game-icon c-game-icon--large" src={game.artwork.icon} alt="" width={48} height={48} />
              ) : null}
              <div>
                <h1>{game ? game.gameName : t('admin.game.new')}</h1>
                <p className="c-muted">
                  {brand ? <span className="c-tag">{brand.name}</span> : null}{' '}
                  {game ? <span className="c-mono">#{game.id}</span> : null}
                </p>
              </div>
            </div>
          </header>
          {game ? (
            <nav className="c-section-tabs" aria-label={t('admin.game.sections')}>
              {SECTIONS.map((s) => (
                <NavLink
                  key={s.id}
                  to={paths.game.getHref(game.id, s.id)}
                  end
                  className={({ isActive }) => `c-section-tab${isActive ? ' is-active' : ''}`}
                >
                  {t(s.key)}
                </NavLink>
              ))}
            </nav>
          ) : null}
          {section === 'details' || !game ? (
            <GameForm
              key={game ? game.id : 'new'}
              game={game}
              brands={brands.data ?? []}
              defaultBrand={search.get('brand') ?? brands.data?.[0]?.id ?? ''}
              onSaved={(saved) => {
                if (!game) void navigate(paths.game.getHref(saved.id), { replace: true });
              }}
            />
          ) : section === 'artwork' ? (
            <ArtworkPanel game={game} />
          ) : section === 'faqs' ? (
            <FaqsPanel gameId={game.id} languages={languages} />
          ) : section === 'categories' ? (
            <CategoriesPanel gameId={game.id} languages={languages} />
          ) : section === 'fields' ? (
            <FieldsSection game={game} languages={languages} />
          ) : (
            <RegionsEditor game={game} languages={languages} />
          )}
        </>
      )}
    </div>
  );
}
