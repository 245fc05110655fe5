-- An audit entry names the course, video, PDF or exam as titled when written,
-- so the trail still reads after the thing is renamed or deleted.
ALTER TABLE "audit_log" ADD COLUMN "entity_label" text;