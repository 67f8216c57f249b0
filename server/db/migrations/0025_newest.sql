-- The newest-post tool (issue 17): its list, catch-up and push replay read public, ungated members' posts by
-- when they became public; this partial index holds exactly those rows in that order, so every query is a
-- bounded index scan however many posts the site keeps.
CREATE INDEX "posts_newest_idx" ON "posts" USING btree ("check_time" DESC NULLS FIRST,"article_id" DESC NULLS FIRST) WHERE status = 2 and type <> 'action' and read_limit = 0 and not fans_limit and read_integral = 0;
