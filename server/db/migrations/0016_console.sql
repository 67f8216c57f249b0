-- The house account editors' content is published under (server/modules/console/house-account.repo.ts).
INSERT INTO "users" ("country_code", "phone", "nickname", "profile")
VALUES ('+00', 'house', '研社编辑部', '研社官方账号：异动解析与时间轴')
ON CONFLICT DO NOTHING;
