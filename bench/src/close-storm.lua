-- The close storm inside wrk (bench/src/wrk-storm.ts, decision 0251): every
-- request of the file named after `--` is sent once, in order; when the last
-- answer is read the script prints the count, the 2xx count and the seconds
-- since the first request on stderr, and idles the connections.
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } storm_timespec;
int clock_gettime(int clock, storm_timespec *ts);
]]
local clock = ffi.new("storm_timespec")
local function now()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC
  return tonumber(clock.tv_sec) + tonumber(clock.tv_nsec) / 1e9
end

local requests, total, sent, answered, acknowledged = {}, 0, 0, 0, 0
local startedAt

-- The file: each request's length in bytes on a line, then the request itself.
function init(args)
  local file = assert(io.open(args[1], "rb"))
  local data = file:read("*a")
  file:close()
  local at = 1
  while at <= #data do
    local lineEnd = data:find("\n", at, true)
    local length = tonumber(data:sub(at, lineEnd - 1))
    requests[#requests + 1] = data:sub(lineEnd + 1, lineEnd + length)
    at = lineEnd + length + 1
  end
  total = #requests
end

-- wrk asks the first thread's script for one request before the run to check
-- it; that one is not sent.
local checked = false
function request()
  if not checked then
    checked = true
    return requests[1]
  end
  sent = sent + 1
  if sent == 1 then startedAt = now() end
  -- Nothing left: an empty write leaves the connection waiting.
  if sent > total then return "" end
  return requests[sent]
end

function response(status)
  answered = answered + 1
  if status >= 200 and status < 300 then acknowledged = acknowledged + 1 end
  if answered == total then
    io.stderr:write(string.format("storm %d %d %.6f\n", total, acknowledged, now() - startedAt))
    io.stderr:flush()
  end
end

-- After the run is stopped, in wrk's own state: its latency record, in µs,
-- then its timeouts and its socket errors (connect, read, write).
function done(summary, latency)
  local errors = summary.errors
  io.stderr:write(string.format("latency %d %d %d %d %d %d\n", latency:percentile(50),
    latency:percentile(99), latency:percentile(99.9), latency.max, errors.timeout,
    errors.connect + errors.read + errors.write))
end
