CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");
-- An exam's non-solvers and a video's viewers are pages of students by name: their
-- first pages stop after their rows instead of sorting every student (decision
-- 0242). 0.3 s for 100,000 students, during which their rows take no writes.
