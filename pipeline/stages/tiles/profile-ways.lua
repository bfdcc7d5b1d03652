-- Ways and multipolygons: lines and areas of every layer. Loaded by process.lua.

HIGHWAY_CLASSES = { motorway = "motorway", trunk = "trunk", primary = "primary",
  secondary = "secondary", tertiary = "tertiary", unclassified = "minor", residential = "minor",
  living_street = "minor", road = "minor", busway = "minor", service = "service", track = "track",
  footway = "path", path = "path", cycleway = "path", bridleway = "path", steps = "path",
  pedestrian = "path", corridor = "path" }
CLASS_MINZOOM = { motorway = 4, trunk = 5, primary = 7, secondary = 9, tertiary = 11, minor = 12,
  service = 13, track = 13, path = 13, rail = 9, transit = 11, ferry = 9, pier = 13 }
CLASS_ORDER = { motorway = 9, trunk = 8, primary = 7, secondary = 6, tertiary = 5, minor = 4,
  service = 3, track = 2, path = 1, rail = 6, transit = 5, ferry = 1, pier = 1 }
RAIL_SUBCLASSES = Set { "rail", "narrow_gauge", "preserved", "funicular" }
TRANSIT_SUBCLASSES = Set { "subway", "light_rail", "tram", "monorail" }
CYCLE_INFRA = Set { "lane", "track", "share_busway", "opposite_lane", "opposite_track" }

-- Dedicated cycling infrastructure: cycleway, cycle lanes or tracks, bicycle=designated.
function IsCycleInfra(way)
  if way:Find("highway") == "cycleway" or way:Find("bicycle") == "designated" then return true end
  for _, key in ipairs({ "cycleway", "cycleway:left", "cycleway:right", "cycleway:both" }) do
    if CYCLE_INFRA[way:Find(key)] then return true end
  end
  return false
end

function SetBrunnel(way)
  local bridge, tunnel = way:Find("bridge"), way:Find("tunnel")
  if bridge ~= "" and bridge ~= "no" then way:Attribute("brunnel", "bridge")
  elseif tunnel ~= "" and tunnel ~= "no" then way:Attribute("brunnel", "tunnel")
  elseif way:Find("ford") == "yes" then way:Attribute("brunnel", "ford") end
end

function SetRoadAttributes(way)
  local oneway = way:Find("oneway")
  if oneway == "yes" or oneway == "1" or oneway == "true" or way:Find("junction") == "roundabout" then
    way:Attribute("oneway", "1")
  elseif oneway == "-1" then
    way:Attribute("oneway", "-1")
  end
  if way:Find("toll") == "yes" then way:Attribute("toll", "1") end
  local layer = tonumber(way:Find("layer"))
  if layer then way:AttributeNumeric("layer", layer, 12) end
  local bicycle = way:Find("bicycle")
  if bicycle ~= "" then way:Attribute("bicycle", bicycle, 10) end
  local access = way:Find("access")
  if access ~= "" then way:Attribute("access", access, 12) end
  if IsCycleInfra(way) then
    way:Attribute("cycleway", "1", 10)
    Count("cycleInfraWays")
  end
end

-- Class, subclass and ramp of a transportation line, or nil.
function TransportClass(way)
  local highway = way:Find("highway")
  local link = highway:match("^(%a+)_link$")
  if link and HIGHWAY_CLASSES[link] then return HIGHWAY_CLASSES[link], nil, true end
  if HIGHWAY_CLASSES[highway] and way:Find("area") ~= "yes" then
    local class = HIGHWAY_CLASSES[highway]
    return class, class ~= highway and highway or nil, false
  end
  local railway = way:Find("railway")
  if RAIL_SUBCLASSES[railway] then return "rail", railway, false end
  if TRANSIT_SUBCLASSES[railway] then return "transit", railway, false end
  if way:Find("route") == "ferry" then return "ferry", nil, false end
  if way:Find("man_made") == "pier" then return "pier", nil, false end
  return nil
end

function WriteTransportation(way)
  local class, subclass, ramp = TransportClass(way)
  if not class then return end
  way:Layer("transportation", false)
  way:Attribute("class", class)
  if subclass then way:Attribute("subclass", subclass) end
  if ramp then way:Attribute("ramp", "1") end
  SetBrunnel(way)
  SetRoadAttributes(way)
  local minzoom = CLASS_MINZOOM[class]
  if ramp then minzoom = math.max(minzoom, 11) end
  if subclass == "cycleway" then minzoom = 12 end
  if class == "rail" and way:Find("service") ~= "" then minzoom = 13 end
  way:MinZoom(minzoom)
  way:ZOrder((tonumber(way:Find("layer")) or 0) * 10 + CLASS_ORDER[class])
  WriteTransportationName(way, class, subclass)
end

function WriteTransportationName(way, class, subclass)
  local ref = way:Find("ref")
  if not HasName(way) and ref == "" then return end
  if class == "rail" or class == "transit" or class == "pier" then return end
  way:Layer("transportation_name", false)
  way:Attribute("class", class)
  if subclass then way:Attribute("subclass", subclass) end
  if ref ~= "" then way:Attribute("ref", ref) end
  SetNames(way)
  if CLASS_ORDER[class] >= 7 then way:MinZoom(12) elseif CLASS_ORDER[class] >= 5 then way:MinZoom(13)
  else way:MinZoom(14) end
end

WATERWAY_MINZOOM = { river = 9, canal = 11, stream = 13, drain = 14, ditch = 14 }

function WriteWaterway(way)
  local waterway = way:Find("waterway")
  if not WATERWAY_MINZOOM[waterway] or way:IsClosed() then return end
  way:Layer("waterway", false)
  way:Attribute("class", waterway)
  SetBrunnel(way)
  SetNames(way)
  local minzoom = WATERWAY_MINZOOM[waterway]
  if waterway == "river" and not HasName(way) then minzoom = 11 end
  way:MinZoom(minzoom)
end

-- Water class of an area, or nil.
function WaterClass(way)
  local natural, water, landuse = way:Find("natural"), way:Find("water"), way:Find("landuse")
  if way:Find("leisure") == "swimming_pool" then return "swimming_pool" end
  if landuse == "reservoir" or water == "reservoir" then return "reservoir" end
  if landuse == "basin" or water == "basin" then return "basin" end
  if way:Find("waterway") == "riverbank" or water == "river" or water == "canal" then return "river" end
  if natural == "water" then return water == "pond" and "pond" or "lake" end
  return nil
end

function WriteWater(way)
  local class = WaterClass(way)
  if not class or way:Find("covered") == "yes" then return false end
  way:Layer("water", true)
  way:Attribute("class", class)
  way:MinZoom(class == "swimming_pool" and 14 or MinZoomByArea(way, 6))
  if class == "lake" and HasName(way) and way:Find("water") ~= "basin" then
    WriteWaterName(way, "lake", true)
  end
  return true
end

LANDCOVER = { wood = "wood", forest = "wood", grassland = "grass", grass = "grass", meadow = "grass",
  village_green = "grass", recreation_ground = "grass", allotments = "grass", farmland = "farmland",
  orchard = "farmland", vineyard = "farmland", farmyard = "farmland", plant_nursery = "farmland",
  wetland = "wetland", sand = "sand", beach = "sand", dune = "sand", bare_rock = "rock",
  scree = "rock", glacier = "ice", scrub = "scrub", heath = "scrub" }
LANDUSE = { residential = "residential", commercial = "commercial", industrial = "industrial",
  retail = "retail", cemetery = "cemetery", grave_yard = "cemetery", hospital = "hospital",
  school = "school", kindergarten = "school", university = "university", college = "university",
  railway = "railway", military = "military", stadium = "stadium", pitch = "pitch",
  playground = "playground", garages = "garages", quarry = "quarry" }
PARKS = Set { "park", "garden", "nature_reserve" }

function WriteLandArea(way)
  local landuse, natural, leisure = way:Find("landuse"), way:Find("natural"), way:Find("leisure")
  local cover = landuse ~= "" and LANDCOVER[landuse] and landuse or LANDCOVER[natural] and natural
  if cover then
    way:Layer("landcover", true)
    way:Attribute("class", LANDCOVER[cover])
    way:Attribute("subclass", cover)
    way:MinZoom(MinZoomByArea(way, 8))
  end
  local use = LANDUSE[landuse] and landuse or LANDUSE[way:Find("amenity")] and way:Find("amenity")
    or LANDUSE[leisure] and leisure
  if use then
    way:Layer("landuse", true)
    way:Attribute("class", LANDUSE[use])
    way:MinZoom(MinZoomByArea(way, 9))
  end
  local boundary = way:Find("boundary")
  local park = PARKS[leisure] and leisure or (boundary == "national_park" or boundary == "protected_area") and boundary
  if park then
    way:Layer("park", true)
    way:Attribute("class", park)
    SetNames(way)
    way:MinZoom(MinZoomByArea(way, 8))
  end
end

AEROWAY_AREAS = Set { "aerodrome", "apron", "helipad", "heliport" }
AEROWAY_LINES = Set { "runway", "taxiway" }

function WriteAeroway(way)
  local aeroway = way:Find("aeroway")
  if AEROWAY_AREAS[aeroway] and way:IsClosed() then
    way:Layer("aeroway", true)
  elseif AEROWAY_LINES[aeroway] then
    way:Layer("aeroway", false)
  else
    return
  end
  way:Attribute("class", aeroway)
  if aeroway == "aerodrome" then way:MinZoom(10) elseif aeroway == "runway" then way:MinZoom(11)
  else way:MinZoom(13) end
end

BUILDING_FLOOR = 3.0

function WriteBuilding(way)
  local building = way:Find("building")
  if building == "" or building == "no" or not way:IsClosed() then return end
  way:Layer("building", true)
  local height = tonumber(way:Find("height"))
  local levels = tonumber(way:Find("building:levels"))
  local minHeight = tonumber(way:Find("min_height"))
  local minLevel = tonumber(way:Find("building:min_level"))
  local render = height or (levels and levels * BUILDING_FLOOR) or BUILDING_FLOOR
  local renderMin = minHeight or (minLevel and minLevel * BUILDING_FLOOR) or 0
  if render < renderMin then render = renderMin + BUILDING_FLOOR end
  way:AttributeNumeric("render_height", render)
  way:AttributeNumeric("render_min_height", renderMin)
  way:MinZoom(way:Area() > PIXEL_AREA[13] and 13 or 14)
  Count("buildings")
end

function way_function(way)
  if way:Find("disused") == "yes" or way:Find("highway") == "proposed" then return end
  local adminLevel = ProcessRelations(way)
  WriteBoundary(way, adminLevel)
  if way:Find("boundary") == "low_emission_zone" and way:IsClosed() then WriteLowEmissionZone(way) end
  WriteTransportation(way)
  WriteWaterway(way)
  WriteAeroway(way)
  local closed = way:IsClosed()
  if closed then
    WriteBuilding(way)
    if not WriteWater(way) then WriteLandArea(way) end
    if way:Find("natural") == "bay" then WriteWaterName(way, "bay", true) end
  end
  WriteHousenumber(way, true)
  WritePlace(way, true)
  WriteTransitStop(way, true)
  WritePoi(way, true)
end
