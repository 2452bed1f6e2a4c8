-- Distance search (clinicians near a postcode) uses earthdistance, which needs cube.
-- Created in public so every DATABASE_SCHEMA shares them; search_path is "<schema>, public".
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
