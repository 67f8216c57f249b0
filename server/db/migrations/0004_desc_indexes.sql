-- The list indexes as plain DESC (NULLS FIRST), the order a bare ORDER BY … DESC asks for: with NULLS LAST
-- the planner could not use them for the section lists and fell back to a sequential scan (measured).
DROP INDEX "comments_post_likes_idx";--> statement-breakpoint
DROP INDEX "posts_section_publish_idx";--> statement-breakpoint
DROP INDEX "posts_section_heat_idx";--> statement-breakpoint
DROP INDEX "posts_section_score_idx";--> statement-breakpoint
DROP INDEX "posts_section_action_idx";--> statement-breakpoint
CREATE INDEX "comments_post_likes_idx" ON "comments" USING btree ("post_id","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_section_publish_idx" ON "posts" USING btree ("section","check_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 2;--> statement-breakpoint
CREATE INDEX "posts_section_heat_idx" ON "posts" USING btree ("section","heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 2;--> statement-breakpoint
CREATE INDEX "posts_section_score_idx" ON "posts" USING btree ("section","score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 2;--> statement-breakpoint
CREATE INDEX "posts_section_action_idx" ON "posts" USING btree ("section","new_interaction_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 2;