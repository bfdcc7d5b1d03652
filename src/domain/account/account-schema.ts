/**
 * Zod schemas of the identity and user-account endpoints (issue 13; spec 001 §7): every body is
 * strict (an unknown field is refused), text is bounded, coordinates are in range. Server side.
 */
import { z } from 'zod';
import { AVOID_OPTIONS, ROAD_MODES, SPEED_TYPES } from '../itinerary/modes';
import { FUEL_IDS } from '../itinerary/fuels';
import {
  FAVORITE_ADDRESS_MAX,
  FAVORITE_LABEL_MAX,
  pollutionClassOrDefault,
  type FavoriteInput,
} from './favorites';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './identity';
import { CRIT_AIR_CLASSES, type TravelPreferences } from './preferences';

const email = z.email().max(254);
/** Bounded here; the rules of a new password (length, not the e-mail) are the service's. */
const password = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);

/** POST /api/identity/signup. */
export const signupBodySchema = z.strictObject({
  email,
  password,
  name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
});

/** POST /api/identity/login. */
export const loginBodySchema = z.strictObject({ email, password });

/** POST /api/identity/password: the current password and the new one. */
export const passwordBodySchema = z.strictObject({ current: password, password });

/** POST /api/identity/reset-request. */
export const resetRequestBodySchema = z.strictObject({ email });

/** POST /api/identity/reset: the token of the link and the new password. */
export const resetBodySchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/),
  password,
});

/** DELETE /api/identity/account: the password confirms. */
export const deleteAccountBodySchema = z.strictObject({ password });

/** A favourite as the SPA sends it (§3: type upper-case, poiId as poiID). */
export const favoriteBodySchema = z
  .strictObject({
    uuid: z.uuid().optional(),
    type: z.enum(['HOME', 'WORK', 'OTHER']),
    label: z.string().trim().min(1).max(FAVORITE_LABEL_MAX),
    address: z.string().trim().min(1).max(FAVORITE_ADDRESS_MAX),
    poiID: z.string().min(1).max(80).nullish(),
    lng: z.number().min(-180).max(180),
    lat: z.number().min(-90).max(90),
    pollutionClassId: z.union([z.string().max(20), z.number()]).nullish(),
  })
  .transform((b): FavoriteInput => ({
    type: b.type === 'HOME' ? 'home' : b.type === 'WORK' ? 'work' : 'other',
    label: b.label,
    address: b.address,
    poiId: b.poiID ?? null,
    lng: b.lng,
    lat: b.lat,
    pollutionClassId: pollutionClassOrDefault(b.pollutionClassId),
  }));

/** The uuid of a favourite in a path. */
export const favoriteParamsSchema = z.strictObject({ uuid: z.uuid() });

const modeOptionsSchema = z.strictObject({
  vehicle: z.string().max(40).optional(),
  fuel: z.enum(FUEL_IDS).optional(),
  gasCost: z.number().positive().max(10).optional(),
  consumption: z.number().positive().max(60).optional(),
  speedType: z.enum(SPEED_TYPES).optional(),
  ownVehicle: z.boolean().optional(),
  avoid: z.array(z.enum(AVOID_OPTIONS)).max(AVOID_OPTIONS.length).optional(),
  favoriteMode: z.boolean().optional(),
  critAir: z.enum([...CRIT_AIR_CLASSES, 'NC']).optional(),
});

/** POST /api/user/preferences: the travel options (§5: the mode list never empty). */
export const preferencesBodySchema = z.strictObject({
  preferredOptions: z.partialRecord(z.enum(ROAD_MODES), modeOptionsSchema),
  transportModes: z
    .array(z.enum(ROAD_MODES))
    .min(1)
    .max(ROAD_MODES.length)
    .refine((modes) => new Set(modes).size === modes.length, 'modes en double'),
  critAir: z.enum(CRIT_AIR_CLASSES).nullable(),
}) satisfies z.ZodType<TravelPreferences>;
