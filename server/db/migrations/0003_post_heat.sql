-- Hand-written: heat of SPEC §2 ("latest heat"), kept by a trigger so every counter change, from any
-- code path, leaves score and heat consistent in the same statement.
--
--   score = 2·likes + 3·comments + 3·collects + 4·forwards − 2·dislikes + ⌊views / 50⌋
--   heat  = log10(max(score, 1)) + (publish time in epoch seconds) / 45000
--
-- Every 45,000 s (12.5 h) of recency is worth ten times the interactions, so new posts rise and old ones
-- sink with no background job, and heat depends only on the row itself, so it can be indexed. The
-- 30-day board ranks posts published in the last 30 days by score.
CREATE OR REPLACE FUNCTION posts_heat() RETURNS trigger AS $$
BEGIN
  NEW.score := 2 * NEW.like_count + 3 * NEW.comment_count + 3 * NEW.collect_count + 4 * NEW.forward_count
    - 2 * NEW.step_count + NEW.view_count / 50;
  NEW.heat := log(greatest(NEW.score, 1)::numeric)::float8
    + extract(epoch from coalesce(NEW.check_time, NEW.created_at))::float8 / 45000.0;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_heat BEFORE INSERT OR UPDATE OF like_count, step_count, collect_count, forward_count,
  comment_count, view_count, check_time ON posts FOR EACH ROW EXECUTE FUNCTION posts_heat();
