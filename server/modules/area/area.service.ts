import { normalizeCountryCode } from '../../../common/user';
import { checkPhoneByCountry } from '../../../common/validation';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './area.repo';

type CountryCode = { name: string; code: string };
type Province = { province_code: string; name: string };
type City = { city_code: string; name: string };

export const AREA_MSG = {
  provinceUnknown: '省份不存在',
  countryUnknown: '暂不支持该国家或地区的手机号',
} as const;

interface PhoneInput {
  country_code: string;
  phone: string;
}

/**
 * Reference data that changes only with a deploy's seed, so each list is read once per process and
 * served from memory afterwards.
 */
export class AreaService {
  private countryCodes?: Promise<CountryCode[]>;
  private provinces?: Promise<Province[]>;
  private readonly cities = new Map<string, Promise<City[]>>();

  constructor(private readonly db: Db) {}

  listCountryCodes(): Promise<CountryCode[]> {
    this.countryCodes ??= this.cached(repo.listCountryCodes(this.db), () => {
      this.countryCodes = undefined;
    });
    return this.countryCodes;
  }

  listProvinces(): Promise<Province[]> {
    this.provinces ??= this.cached(repo.listProvinces(this.db), () => {
      this.provinces = undefined;
    });
    return this.provinces;
  }

  async listCities(provinceCode: string): Promise<City[]> {
    const provinces = await this.listProvinces();
    if (!provinces.some((p) => p.province_code === provinceCode)) throw notFound(AREA_MSG.provinceUnknown);
    let pending = this.cities.get(provinceCode);
    if (!pending) {
      pending = this.cached(repo.listCities(this.db, provinceCode), () => this.cities.delete(provinceCode));
      this.cities.set(provinceCode, pending);
    }
    return pending;
  }

  /**
   * The phone as every account, code and limit is keyed by: the country code normalised
   * (normalizeCountryCode) and listed in the country table, and the number checked against that
   * country's rule (the schema checked it against the code as sent). Call it before any transaction:
   * the table's first read is not part of one.
   */
  async canonicalPhone<T extends PhoneInput>(input: T): Promise<T> {
    const countryCode = normalizeCountryCode(input.country_code);
    const countries = await this.listCountryCodes();
    if (!countries.some((c) => c.code === countryCode)) throw badRequest(AREA_MSG.countryUnknown);
    const invalid = checkPhoneByCountry(input.phone, countryCode);
    if (invalid !== null) throw badRequest(invalid);
    return { ...input, country_code: countryCode };
  }

  /**
   * Settles a query once into the promise that is kept, and forgets a failed or empty read so the next
   * call asks the database again. A Drizzle query is a lazy thenable that runs again every time it is
   * awaited: kept as it is, every "cached" read was a query.
   */
  private cached<T>(query: PromiseLike<T[]>, forget: () => void): Promise<T[]> {
    const pending = Promise.resolve(query);
    pending.then(
      (rows) => rows.length === 0 && forget(),
      () => forget(),
    );
    return pending;
  }
}
