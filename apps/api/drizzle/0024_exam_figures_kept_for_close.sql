-- exam_figures.kept_for_close: the close of a timed exam (its last window's
-- end) whose figures were kept after it, ahead of anyone asking; writing it
-- is how one process claims that close (decision 0230). A nullable column
-- without a default: no table rewrite, no wait on a big platform.
ALTER TABLE "exam_figures" ADD COLUMN "kept_for_close" timestamp (3) with time zone;
