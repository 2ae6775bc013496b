ALTER TABLE "game_events" DROP CONSTRAINT "game_events_game_id_games_id_fk";
