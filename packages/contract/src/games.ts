import { z } from 'zod';
import { AREAS } from './areas';
import { PLATFORMS } from './constants';

const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

export const GamesQuerySchema = z.object({
  platform: z.enum(PLATFORMS).optional(),
  clientId: optionalInt,
});
export type GamesQuery = z.infer<typeof GamesQuerySchema>;

export const GameListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  gameName: z.string(),
  logo: z.string(),
  imageConfig: z.object({ cover: z.string(), banner: z.string(), icon: z.string() }),
  link: z.object({ replenishment: z.string(), payment: z.string() }),
});
export type GameListItem = z.infer<typeof GameListItemSchema>;

export const GameDetailSchema = GameListItemSchema.extend({
  description: z.string(),
  downloadUrl: z.string().nullable(),
  area: z.enum(AREAS),
  platforms: z.array(z.enum(PLATFORMS)),
});
export type GameDetail = z.infer<typeof GameDetailSchema>;

export const PrecheckQuerySchema = z.object({
  clientId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647)),
  self_area: z.enum(AREAS).optional(),
});
export const PrecheckResultSchema = z.object({ result: z.boolean(), area: z.enum(AREAS) });
export type PrecheckResult = z.infer<typeof PrecheckResultSchema>;
