import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cityItemSchema, countryCodeItemSchema, provinceItemSchema } from '../../../common/api';
import { cityBody } from '../../../common/validation';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

export async function areaRoutes(app: FastifyInstance) {
  const r = typed(app);
  const areas = app.services.areas;

  r.post(
    '/api/v1/area/country-code',
    { schema: { response: replies(z.array(countryCodeItemSchema)) } },
    async () => ok(await areas.listCountryCodes()),
  );

  r.post('/api/v1/area/province', { schema: { response: replies(z.array(provinceItemSchema)) } }, async () =>
    ok(await areas.listProvinces()),
  );

  r.post(
    '/api/v1/area/city',
    { schema: { body: cityBody, response: replies(z.array(cityItemSchema)) } },
    async (req) => ok(await areas.listCities(req.body.province_code)),
  );
}
