-- The site-wide forums every install starts with (modules/forums DEFAULT_FORUM_CATEGORIES holds the same rows).
INSERT INTO "forum_categories" ("slug", "name", "description", "position", "created_at") VALUES
  ('general', 'General Chess Discussion', 'Anything about chess.', 0, now()),
  ('openings', 'Chess Openings', 'Lines, ideas and repertoires.', 1, now()),
  ('game-analysis', 'Game Analysis', 'Share a game and ask what went wrong.', 2, now()),
  ('site-feedback', 'Site Feedback', 'Ideas and problems with Kingside.', 3, now())
ON CONFLICT ("slug") DO NOTHING;
