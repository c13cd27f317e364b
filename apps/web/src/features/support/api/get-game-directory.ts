// The game directory: a game's regions, a region's servers, the caller's characters on a server
// (an empty list means "no character info": the player types the name).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@guildhall/contract/paths';
import { GameAreaSchema, GameRoleSchema, GameServerSchema } from '@guildhall/contract/support';
import { api } from '../../../lib/api-client';
import { useLocaleKey } from './locale-key';

type LocaleKey = readonly [string, string];

export const gameAreasOptions = (clientId: number, locale: LocaleKey) =>
  queryOptions({
    queryKey: ['support', 'areas', clientId, ...locale],
    queryFn: async ({ signal }) =>
      z.array(GameAreaSchema).parse(await api.get<unknown>(apiPaths.gameAreas, { clientId }, signal)),
  });

export const gameServersOptions = (clientId: number, gameAreaId: string, locale: LocaleKey) =>
  queryOptions({
    queryKey: ['support', 'servers', clientId, gameAreaId, ...locale],
    enabled: gameAreaId !== '',
    queryFn: async ({ signal }) =>
      z.array(GameServerSchema).parse(await api.get<unknown>(apiPaths.gameServers, { clientId, gameAreaId }, signal)),
  });

export const gameRolesOptions = (clientId: number, serverId: string, token: string | null) =>
  queryOptions({
    queryKey: ['support', 'roles', clientId, serverId, token],
    enabled: serverId !== '',
    queryFn: async ({ signal }) =>
      z.array(GameRoleSchema).parse(await api.get<unknown>(apiPaths.gameRoles, { clientId, serverId }, signal)),
  });

export function useGameAreas(clientId: number) {
  return useQuery(gameAreasOptions(clientId, useLocaleKey()));
}

export function useGameServers(clientId: number, gameAreaId: string) {
  return useQuery(gameServersOptions(clientId, gameAreaId, useLocaleKey()));
}

export function useGameRoles(clientId: number, serverId: string, token: string | null) {
  return useQuery(gameRolesOptions(clientId, serverId, token));
}

/**
 * The region holding `serverId` (a server named in the URL without its region): the servers of
 * every region are asked, only while that is needed. '' until found, or when no region has it.
 */
export function useRegionOfServer(clientId: number, areaIds: readonly string[], serverId: string): string {
  const locale = useLocaleKey();
  const results = useQueries({
    queries: areaIds.map((id) => ({ ...gameServersOptions(clientId, id, locale), enabled: serverId !== '' })),
  });
  const index = results.findIndex((r) => r.data?.some((s) => s.serverId === serverId));
  return index >= 0 ? (areaIds[index] ?? '') : '';
}
