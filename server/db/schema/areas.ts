import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const countryCodes = pgTable('country_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const provinces = pgTable('provinces', {
  provinceCode: text('province_code').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    cityCode: text('city_code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.provinceCode, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceCode)],
);
