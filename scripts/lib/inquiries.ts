// Inquiries for the scripts that file them: where one can be filed, found through the API as the
// player site's inquiry form finds it (games, then each game's categories, regions, servers and
// the player's characters) for those that go through a real server (bench "inquiry-create", the
// kill test, the multi-node test), so they file what the form would with no id copied from the
// seed; and titles players write, for those and for the queue bench's generated million.
import { apiPaths } from '@guildhall/contract/paths';
import { BenchError } from '../bench-process';
import { apiGet } from '../bench-http';

export interface InquiryTarget {
  gameId: number;
  gameAreaId: string;
  serverId: string;
  /** The player's first character on that server; '' when there is none (or no token was given). */
  roleId: string;
  /** That character's name, else the name a player would type. */
  roleName: string;
  /** The game's inquiry categories, in the form's order. */
  queryTypes: number[];
}

/**
 * Every game of the brand at `host` with a region, a server and an inquiry category (at most
 * `limit`), each with its first region and server and, with a player's `token`, the player's first
 * character there (else `roleName`). Fails when there is none: the demo data is not seeded.
 */
export async function inquiryTargets(
  origin: string,
  host: string,
  options: { token?: string; roleName: string; limit?: number },
): Promise<InquiryTarget[]> {
  const get = async <T>(p: string, headers: Record<string, string> = {}) =>
    (await apiGet<T>(origin, p, { host, ...headers })).json.data;
  const targets: InquiryTarget[] = [];
  for (const game of await get<{ id: number }[]>(apiPaths.gamesSimple)) {
    if (targets.length >= (options.limit ?? Number.POSITIVE_INFINITY)) break;
    const types = await get<{ id: number }[]>(`${apiPaths.inquiryTypes}?clientId=${game.id}`);
    const area = (await get<{ gameAreaId: string }[]>(`${apiPaths.gameAreas}?clientId=${game.id}`))[0];
    if (!area || types.length === 0) continue;
    const server = (
      await get<{ serverId: string }[]>(
        `${apiPaths.gameServers}?clientId=${game.id}&gameAreaId=${encodeURIComponent(area.gameAreaId)}`,
      )
    )[0];
    if (!server) continue;
    const role = options.token
      ? (
          await get<{ roleId: string; roleName: string }[]>(
            `${apiPaths.gameRoles}?clientId=${game.id}&serverId=${server.serverId}`,
            { authorization: `Bearer ${options.token}` },
          )
        )[0]
      : undefined;
    targets.push({
      gameId: game.id,
      gameAreaId: area.gameAreaId,
      serverId: server.serverId,
      roleId: role?.roleId ?? '',
      roleName: role?.roleName ?? options.roleName,
      queryTypes: types.map((t) => t.id),
    });
  }
  if (targets.length === 0)
    throw new BenchError(
      `no game of ${host} has a region, a server and an inquiry category (is the demo data seeded?)`,
    );
  return targets;
}

/** Titles players write. */
export const INQUIRY_TITLES = [
  'Cannot claim the event reward',
  'Purchase not delivered',
  'Game crashes on the loading screen',
  'Lost my items after the update',
  'Player harassment in world chat',
  'Suggestion for the guild raid',
  'Cannot log in with my linked account',
  'Refund request for a duplicate purchase',
  'Character stuck after the dungeon',
  'Daily login bonus missing',
  'Wrong price shown in the shop',
  'Account hacked, items gone',
] as const;
