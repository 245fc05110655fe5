CREATE INDEX "users_vip_level_idx" ON "users" USING btree ("level") WHERE "users"."vip";
-- A paid course's owners are its buyers and the VIPs at its level; when they are
-- few, the viewers and non-solvers reach them by key instead of passing over
-- every student (decision 0243). The index holds the VIPs alone.
