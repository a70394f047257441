-- The load of one row of `npm run bench` (scripts/bench-wrk.mjs runs it). Its arguments after `--` say what changes
-- from one request to the next:
--   path=<path>            the path asked for, instead of the address's
--   header=<name>: <value> a header added to every request
--   seed=<text>            starts every {n}, so a second run asks for nothing the first asked for
--   statuses               counts the answers by status
-- In a path or header, {n} is a value new on every request and {address} a visitor's address new on every request,
-- from 198.18.0.0/15, the block set aside for benchmarks (RFC 2544). done() prints the run as one line of JSON.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

local function varies(text)
  return text:find("{n}", 1, true) or text:find("{address}", 1, true)
end

function init(args)
  local path = wrk.path
  local headers = {}
  local varied = false
  local seed = ""
  for _, arg in ipairs(args) do
    local key, value = arg:match("^(%a+)=?(.*)$")
    if key == "path" then
      path = value
      varied = varied or varies(value)
    elseif key == "header" then
      local name, text = value:match("^([^:]+):%s*(.*)$")
      headers[name] = text
      varied = varied or varies(text)
    elseif key == "seed" then
      seed = value
    elseif key == "statuses" then
      statuses = {}
      response = function(status)
        statuses[status] = (statuses[status] or 0) + 1
      end
    else
      error("unknown argument: " .. arg)
    end
  end
  for name, text in pairs(wrk.headers) do
    if headers[name] == nil then headers[name] = text end
  end

  if not varied then
    wrk.path = path
    wrk.headers = headers
    return
  end
  local sent = 0
  request = function()
    sent = sent + 1
    local n = seed .. sent
    local address = string.format("198.%d.%d.%d", 18 + math.floor(sent / 65536) % 2, math.floor(sent / 256) % 256, sent % 256)
    local fill = function(text)
      return (text:gsub("{n}", n):gsub("{address}", address))
    end
    local these = {}
    for name, text in pairs(headers) do these[name] = fill(text) end
    return wrk.format(nil, fill(path), these)
  end
end

function done(summary, latency)
  local byStatus = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses") or {}) do
      byStatus[status] = (byStatus[status] or 0) + count
    end
  end
  local counted = {}
  for status, count in pairs(byStatus) do
    counted[#counted + 1] = string.format('"%d":%d', status, count)
  end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"latencyUs":{"p50":%d,"p99":%d,"max":%d},' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"statuses":{%s}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout, table.concat(counted, ",")
  ))
end
