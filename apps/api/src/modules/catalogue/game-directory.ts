// Regions, servers and characters belong to each game's own backend. One interface, two
// implementations: the built-in directory in the database, and an HTTP adapter for a game
// backend speaking the small JSON contract documented in docs/game-directory.md.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '@guildhall/contract/areas';
import type { GameArea, GameRole, GameServer } from '@guildhall/contract/support';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DEFAULT_TIER, isPlayerTier, tierRank, type PlayerTier } from '@guildhall/contract/queue-automation';
import { directoryAreas, directoryRoles, directoryServers, directoryTier } from './catalogue.repository';

export interface GameDirectory {
  areas(lang: Language): Promise<GameArea[]>;
  servers(areaId: string, lang: Language): Promise<GameServer[]>;
  /** The account's characters on a server; [] when the backend knows none. */
  roles(serverId: string, account: string): Promise<GameRole[]>;
  /**
   * The account's player tier as the backend names it (e.g. `vip` by spend; the contract's
   * PLAYER_TIERS), null when it knows none. Throws when the backend cannot answer: the caller
   * files the inquiry anyway, at the standard tier (`tierOf`).
   */
  tier(account: string): Promise<string | null>;
}

export interface DirectoryGame {
  id: number;
  directory_url: string | null;
  directory_secret: string | null;
}

export function pickName(json: string, langs: readonly string[]): string {
  const names = JSON.parse(json) as Record<string, string>;
  for (const l of langs) if (names[l]) return names[l];
  return names.en ?? Object.values(names)[0] ?? '';
}

export function builtInDirectory(
  db: Kysely<Database>,
  gameId: number,
  fallbacks: (lang: Language) => readonly string[],
): GameDirectory {
  return {
    async areas(lang) {
      const rows = await directoryAreas(db, gameId);
      return rows.map((r) => ({ gameAreaId: r.area_id, name: pickName(r.names, fallbacks(lang)) }));
    },
    async servers(areaId, lang) {
      const rows = await directoryServers(db, gameId, areaId);
      return rows.map((r) => ({ serverId: r.server_id, name: pickName(r.names, fallbacks(lang)) }));
    },
    async roles(serverId, account) {
      const rows = await directoryRoles(db, gameId, serverId, account);
      return rows.map((r) => ({ roleId: r.role_id, roleName: r.role_name, level: r.level }));
    },
    tier: (account) => directoryTier(db, gameId, account),
  };
}

/**
 * The tier an inquiry is filed at: what the directory answers when it is one of PLAYER_TIERS,
 * else the standard tier, with a warning in the log when the directory failed, lacks the call or
 * named an unknown tier. A directory never stops a player from filing.
 */
export async function tierOf(
  directory: GameDirectory,
  account: string,
  log: { warn(obj: object, msg: string): void },
): Promise<{ tier: PlayerTier; rank: number }> {
  let named: string | null;
  try {
    named = typeof directory.tier === 'function' ? await directory.tier(account) : null;
  } catch (err) {
    log.warn({ err: (err as Error).message, what: 'tier' }, 'game directory tier unavailable, standard tier used');
    named = null;
  }
  if (named !== null && !isPlayerTier(named))
    log.warn({ tier: named, what: 'tier' }, 'game directory named an unknown tier, standard tier used');
  const tier = isPlayerTier(named) ? named : DEFAULT_TIER;
  return { tier, rank: tierRank(tier) };
}

/** Signature the game backend checks: hex HMAC-SHA256(secret, TIMESTAMP + "\n" + PATH_AND_QUERY). */
export function directorySignature(secret: string, timestamp: string, pathAndQuery: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${pathAndQuery}`).digest('hex');
}

const TIMEOUT_MS = 5000;

export function httpDirectory(
  baseUrl: string,
  secret: string,
  log: { warn(obj: object, msg: string): void },
): GameDirectory {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  async function call<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const timestamp = String(Date.now());
    const res = await fetch(url, {
      headers: {
        accept: 'application/json',
        'x-guildhall-timestamp': timestamp,
        'x-guildhall-signature': directorySignature(secret, timestamp, url.pathname + url.search),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`game directory answered ${res.status}`);
    return (await res.json()) as T;
  }
  const unavailable = (err: unknown, what: string) => {
    log.warn({ err: (err as Error).message, what, host: base.host }, 'game directory unavailable');
    return new AppError(ErrorCode.internal);
  };
  const asString = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return {
    async areas(lang) {
      try {
        const body = await call<{ areas?: { id: unknown; name: unknown }[] }>('areas', { lang });
        return (body.areas ?? [])
          .map((a) => ({ gameAreaId: asString(a.id), name: asString(a.name) }))
          .filter((a) => a.gameAreaId);
      } catch (err) {
        throw unavailable(err, 'areas');
      }
    },
    async servers(areaId, lang) {
      try {
        const body = await call<{ servers?: { id: unknown; name: unknown }[] }>('servers', { areaId, lang });
        return (body.servers ?? [])
          .map((s) => ({ serverId: asString(s.id).toLowerCase(), name: asString(s.name) }))
          .filter((s) => s.serverId);
      } catch (err) {
        throw unavailable(err, 'servers');
      }
    },
    async roles(serverId, account) {
      try {
        const body = await call<{ roles?: { id: unknown; name: unknown; level: unknown }[] }>('roles', {
          serverId,
          account,
        });
        return (body.roles ?? [])
          .map((r) => ({ roleId: asString(r.id), roleName: asString(r.name), level: Number(r.level) || 0 }))
          .filter((r) => r.roleId);
      } catch (err) {
        // Without the backend the player types the character name: "no character info".
        log.warn({ err: (err as Error).message, what: 'roles', host: base.host }, 'game directory unavailable');
        return [];
      }
    },
    async tier(account) {
      try {
        const body = await call<{ tier?: unknown }>('tier', { account });
        return typeof body.tier === 'string' && body.tier !== '' ? body.tier.toLowerCase() : null;
      } catch (err) {
        // The caller files at the standard tier; the host is logged, never the secret.
        throw new Error(`game directory ${base.host}: ${(err as Error).message}`, { cause: err });
      }
    },
  };
}
