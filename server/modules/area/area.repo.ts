import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, countryCodes, provinces } from '../../db/schema';

export const listCountryCodes = (db: DbOrTx) =>
  db
    .select({ name: countryCodes.name, code: countryCodes.code })
    .from(countryCodes)
    .orderBy(asc(countryCodes.sort));

export const listProvinces = (db: DbOrTx) =>
  db
    .select({ province_code: provinces.provinceCode, name: provinces.name })
    .from(provinces)
    .orderBy(asc(provinces.provinceCode));

export const listCities = (db: DbOrTx, provinceCode: string) =>
  db
    .select({ city_code: cities.cityCode, name: cities.name })
    .from(cities)
    .where(eq(cities.provinceCode, provinceCode))
    .orderBy(asc(cities.cityCode));

export async function upsertCountryCodes(db: DbOrTx, rows: { name: string; code: string; sort: number }[]) {
  if (rows.length === 0) return;
  await db.insert(countryCodes).values(rows).onConflictDoNothing();
}

export async function upsertProvinces(db: DbOrTx, rows: { provinceCode: string; name: string }[]) {
  if (rows.length === 0) return;
  await db.insert(provinces).values(rows).onConflictDoNothing();
}

export async function upsertCities(
  db: DbOrTx,
  rows: { cityCode: string; provinceCode: string; name: string }[],
) {
  if (rows.length === 0) return;
  await db.insert(cities).values(rows).onConflictDoNothing();
}
