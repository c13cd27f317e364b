import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@guildhall/contract/paths';
import type { GameDetail, GameListItem, PrecheckResult } from '@guildhall/contract/games';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';

/** Texts depend on language and area, so both are part of every key. */
export const simpleGamesOptions = (lang: string, area: string) =>
  queryOptions({
    queryKey: ['games', 'simple', lang, area],
    queryFn: ({ signal }) => api.get<GameListItem[]>(apiPaths.gamesSimple, undefined, signal),
  });

export const allGamesOptions = (lang: string, area: string) =>
  queryOptions({
    queryKey: ['games', 'all', lang, area],
    queryFn: ({ signal }) => api.get<GameDetail[]>(apiPaths.gamesAll, undefined, signal),
  });

export function useSimpleGames() {
  const { lang } = useI18n();
  const { area } = useLocale();
  return useQuery(simpleGamesOptions(lang, area));
}

export function useAllGames() {
  const { lang } = useI18n();
  const { area } = useLocale();
  return useQuery(allGamesOptions(lang, area));
}

export function precheckGame(clientId: number, selfArea: string) {
  return api.get<PrecheckResult>(apiPaths.gamesPrecheck, { clientId, self_area: selfArea });
}
