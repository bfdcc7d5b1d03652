-- Périple vector-tile profile for tilemaker 2.2: the OpenMapTiles schema plus the Périple
-- extension layers (cycle_route, transit, transit_stop, low_emission_zone). Layer names,
-- attributes and class values are the contract of src/domain/tile-schema.ts; the layer list
-- and zoom ranges of the config are generated from that file (tilemaker-config.ts).
-- Enumerated attributes are written as strings ("1", "-1"), "number" attributes as numbers.

function Set(list)
  local set = {}
  for _, value in ipairs(list) do set[value] = true end
  return set
end

node_keys = { "addr:housenumber", "aeroway", "amenity", "craft", "highway", "historic", "leisure",
  "natural", "office", "place", "public_transport", "railway", "shop", "tourism" }

-- Counters printed at exit and summed by the stage (one Lua state per thread).
local counts = {}
function Count(key)
  counts[key] = (counts[key] or 0) + 1
end
function init_function() end
function exit_function()
  for key, value in pairs(counts) do print("periple-count " .. key .. " " .. value) end
end

-- Square metres of one 256-px pixel at a zoom, for area-based minimum zooms.
PIXEL_AREA = {}
for z = 5, 14 do PIXEL_AREA[z] = (40075016.7 / (256 * 2 ^ z)) ^ 2 end

-- Lowest zoom where an area covers about one pixel, not below `floor`.
function MinZoomByArea(obj, floor)
  local area = obj:Area()
  for z = floor, 13 do
    if area > PIXEL_AREA[z] * 4 then return z end
  end
  return 14
end

-- ----------------------------------------------------------------------------------------
-- Names: `name` is name:fr, else name; name:en and name:nl are kept when present.

function SetNames(obj)
  local name = obj:Find("name:fr")
  if name == "" then name = obj:Find("name") end
  if name ~= "" then obj:Attribute("name", name) end
  local en = obj:Find("name:en")
  if en ~= "" then obj:Attribute("name:en", en) end
  local nl = obj:Find("name:nl")
  if nl ~= "" then obj:Attribute("name:nl", nl) end
end

function SetRelationNames(way)
  local name = way:FindInRelation("name:fr")
  if name == "" then name = way:FindInRelation("name") end
  if name ~= "" then way:Attribute("name", name) end
  local en = way:FindInRelation("name:en")
  if en ~= "" then way:Attribute("name:en", en) end
  local nl = way:FindInRelation("name:nl")
  if nl ~= "" then way:Attribute("name:nl", nl) end
end

function HasName(obj)
  return obj:Find("name") ~= "" or obj:Find("name:fr") ~= ""
end

-- ----------------------------------------------------------------------------------------
-- Relations: admin boundaries and routes are read by ways; low-emission zones are areas.

TRANSIT_ROUTES = { bus = "bus", trolleybus = "trolleybus", tram = "tram", train = "train",
  railway = "train", subway = "subway", light_rail = "light_rail", ferry = "ferry" }
TRANSIT_MINZOOM = { bus = 12, trolleybus = 12, tram = 10, train = 10, subway = 10,
  light_rail = 10, ferry = 10 }
CYCLE_NETWORK_MINZOOM = { icn = 8, ncn = 8, rcn = 10, lcn = 12 }

function relation_scan_function(relation)
  local kind = relation:Find("type")
  if kind == "boundary" then
    local boundary = relation:Find("boundary")
    if boundary == "administrative" or boundary == "low_emission_zone" then relation:Accept() end
  elseif kind == "route" then
    local route = relation:Find("route")
    if route == "bicycle" or TRANSIT_ROUTES[route] then relation:Accept() end
  end
end

function relation_function(relation)
  if relation:Find("type") == "boundary" and relation:Find("boundary") == "low_emission_zone" then
    WriteLowEmissionZone(relation)
  end
end

function WriteLowEmissionZone(obj)
  obj:Layer("low_emission_zone", true)
  local name = obj:Find("name:fr")
  if name == "" then name = obj:Find("name") end
  if name ~= "" then obj:Attribute("name", name) end
  Count("lowEmissionZones")
end

function WriteCycleRoute(way, seen)
  local network = way:FindInRelation("network")
  local ref = way:FindInRelation("ref")
  local id = network .. "|" .. ref .. "|" .. way:FindInRelation("name")
  if seen[id] then return end
  seen[id] = true
  way:Layer("cycle_route", false)
  way:MinZoom(CYCLE_NETWORK_MINZOOM[network] or 10)
  if CYCLE_NETWORK_MINZOOM[network] then way:Attribute("network", network) end
  if ref ~= "" then way:Attribute("ref", ref) end
  SetRelationNames(way)
  Count("cycleRouteWays")
end

function WriteTransit(way, class, seen)
  local ref = way:FindInRelation("ref")
  local colour = way:FindInRelation("colour")
  if colour == "" then colour = way:FindInRelation("color") end
  local id = class .. "|" .. ref .. "|" .. colour
  if seen[id] then return end
  seen[id] = true
  way:Layer("transit", false)
  way:MinZoom(TRANSIT_MINZOOM[class])
  way:Attribute("class", class)
  if ref ~= "" then way:Attribute("ref", ref) end
  if colour ~= "" then way:Attribute("colour", colour) end
  SetRelationNames(way)
  Count("transitWays")
end

function IsPlatform(way)
  return way:Find("public_transport") == "platform" or way:Find("highway") == "platform"
    or way:Find("railway") == "platform"
end

-- Writes the routes of a way's relations; returns the lowest admin level of its boundaries.
function ProcessRelations(way)
  local adminLevel = nil
  local seenCycle, seenTransit = {}, {}
  local platform = IsPlatform(way)
  while true do
    local relation = way:NextRelation()
    if not relation then break end
    local kind = way:FindInRelation("type")
    if kind == "boundary" and way:FindInRelation("boundary") == "administrative" then
      local level = tonumber(way:FindInRelation("admin_level"))
      if level and (not adminLevel or level < adminLevel) then adminLevel = level end
    elseif kind == "route" and not platform then
      local route = way:FindInRelation("route")
      if route == "bicycle" then WriteCycleRoute(way, seenCycle)
      elseif TRANSIT_ROUTES[route] then WriteTransit(way, TRANSIT_ROUTES[route], seenTransit) end
    end
  end
  return adminLevel
end

function WriteBoundary(way, relationLevel)
  local level = relationLevel
  if way:Find("boundary") == "administrative" then
    local own = tonumber(way:Find("admin_level"))
    if own and (not level or own < level) then level = own end
  end
  if not level or level > 8 then return end
  way:Layer("boundary", false)
  way:AttributeNumeric("admin_level", level)
  local maritime = way:Find("maritime") == "yes" or way:Find("boundary_type") == "maritime"
  way:Attribute("maritime", maritime and "1" or "0")
  way:Attribute("disputed", way:Find("disputed") == "yes" and "1" or "0")
  if level <= 4 then way:MinZoom(8) elseif level <= 6 then way:MinZoom(9) else way:MinZoom(11) end
end

-- The rest of the profile lives beside this file.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "profile-points.lua")
dofile(here .. "profile-ways.lua")
dofile(here .. "profile-nodes.lua")
