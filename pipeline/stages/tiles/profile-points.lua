-- Point layers shared by nodes and way centroids: poi, place, transit_stop, water_name,
-- mountain_peak, housenumber. Loaded by process.lua.

POI_KEYS = { "amenity", "shop", "tourism", "leisure", "historic", "office", "craft" }

-- OpenMapTiles POI classes (layers/poi/poi.yaml); an unlisted value is its own class,
-- except shops ("shop"), offices ("office") and crafts ("craft").
POI_CLASSES = { townhall = "town_hall", public_building = "town_hall", courthouse = "town_hall",
  community_centre = "town_hall", golf = "golf", golf_course = "golf", miniature_golf = "golf",
  fast_food = "fast_food", food_court = "fast_food", park = "park", bbq = "park",
  bus_station = "bus", camp_site = "campsite", caravan_site = "campsite", laundry = "laundry",
  dry_cleaning = "laundry", supermarket = "grocery", deli = "grocery", delicatessen = "grocery",
  department_store = "grocery", greengrocer = "grocery", marketplace = "grocery",
  convenience = "grocery", books = "library", library = "library", university = "college",
  college = "college", hotel = "lodging", motel = "lodging", bed_and_breakfast = "lodging",
  guest_house = "lodging", hostel = "lodging", chalet = "lodging", alpine_hut = "lodging",
  apartment = "lodging", chocolate = "ice_cream", confectionery = "ice_cream",
  post_box = "post", post_office = "post", cafe = "cafe", school = "school",
  kindergarten = "school", alcohol = "alcohol_shop", beverages = "alcohol_shop",
  wine = "alcohol_shop", bar = "bar", nightclub = "bar", marina = "harbor", car = "car",
  car_repair = "car", taxi = "car", hospital = "hospital", nursing_home = "hospital",
  clinic = "hospital", grave_yard = "cemetery", attraction = "attraction",
  viewpoint = "attraction", biergarten = "beer", pub = "beer", music = "music",
  musical_instrument = "music", stadium = "stadium", art = "art_gallery",
  artwork = "art_gallery", gallery = "art_gallery", arts_centre = "art_gallery",
  bag = "clothing_store", clothes = "clothing_store", swimming_area = "swimming",
  swimming = "swimming", castle = "castle", ruins = "castle", fuel = "fuel",
  pharmacy = "pharmacy", chemist = "pharmacy", bicycle_rental = "bicycle_rental",
  restaurant = "restaurant", museum = "museum", theatre = "theatre", cinema = "cinema",
  place_of_worship = "place_of_worship", police = "police", bank = "bank", atm = "atm",
  parking = "parking", bicycle_parking = "bicycle_parking", charging_station = "charging_station" }
POI_RANKS = { hospital = 1, railway = 2, bus = 3, attraction = 4, harbor = 5, college = 6,
  school = 7, stadium = 8, zoo = 9, town_hall = 10, campsite = 11, cemetery = 12, park = 13,
  library = 14, police = 15, post = 16, golf = 17, shop = 18, grocery = 19, fast_food = 20,
  clothing_store = 21, bar = 22 }
GROUPED_KEYS = Set { "shop", "office", "craft" }

-- A named historic=yes object that is not a road or a line is a monument (the places stage
-- reads it so too: the Gros-Horloge of Rouen is building=yes, historic=yes).
function HistoricPlace(obj)
  if obj:Find("historic") ~= "yes" then return false end
  for _, key in ipairs({ "highway", "railway", "waterway", "barrier" }) do
    if obj:Find(key) ~= "" then return false end
  end
  return true
end

-- Returns class, subclass and rank of a named POI, or nil.
function PoiClass(obj)
  if not HasName(obj) then return nil end
  for _, key in ipairs(POI_KEYS) do
    local value = obj:Find(key)
    if key == "historic" and HistoricPlace(obj) then return "attraction", "monument", 4 end
    if value ~= "" and value ~= "no" and value ~= "yes" or (value == "yes" and GROUPED_KEYS[key]) then
      local class = POI_CLASSES[value]
      if not class then class = GROUPED_KEYS[key] and key or value end
      return class, value, POI_RANKS[class] or 25
    end
  end
  return nil
end

-- Label priority of a POI (lower is placed first): its rank, 8 less for a place with a
-- Wikidata or Wikipedia entry (a landmark café before a chain shop), plus a fraction from its
-- OSM id. The style sorts labels by it, so which of two colliding labels shows does not depend
-- on tilemaker's feature order, which varies from run to run.
NOTABLE_BONUS = 8
function PoiPriority(obj, rank)
  local notable = obj:Find("wikidata") ~= "" or obj:Find("wikipedia") ~= ""
  local id = tonumber(obj:Id()) or 0
  return rank - (notable and NOTABLE_BONUS or 0) + (id % 9973) / 10000
end

function WritePoi(obj, asCentroid)
  local class, subclass, rank = PoiClass(obj)
  if not class then return false end
  if asCentroid then obj:LayerAsCentroid("poi") else obj:Layer("poi", false) end
  obj:Attribute("class", class)
  obj:Attribute("subclass", subclass)
  obj:AttributeNumeric("rank", rank)
  obj:AttributeNumeric("priority", PoiPriority(obj, rank))
  SetNames(obj)
  if rank <= 4 then obj:MinZoom(12) elseif rank <= 15 then obj:MinZoom(13) else obj:MinZoom(14) end
  Count("pois")
  return true
end

PLACE_MINZOOM = { state = 10, city = 10, town = 10, village = 11, suburb = 12, island = 12,
  hamlet = 13, quarter = 13, neighbourhood = 14, isolated_dwelling = 14, locality = 14 }
PLACE_RANK = { state = 2, city = 4, town = 6, village = 8, suburb = 10, island = 10,
  hamlet = 11, quarter = 12, neighbourhood = 13, isolated_dwelling = 14, locality = 14 }

-- OSM places from z10 (countries and big cities come from world-atlas and GeoNames).
function WritePlace(obj, asCentroid)
  local place = obj:Find("place")
  if place == "islet" then place = "island" end
  if not PLACE_MINZOOM[place] or not HasName(obj) then return false end
  if asCentroid then obj:LayerAsCentroid("place") else obj:Layer("place", false) end
  obj:Attribute("class", place)
  obj:AttributeNumeric("rank", PLACE_RANK[place])
  local population = tonumber(obj:Find("population"))
  if population then obj:AttributeNumeric("population", population) end
  local capital = obj:Find("capital")
  if capital == "yes" then obj:AttributeNumeric("capital", 2)
  elseif tonumber(capital) then obj:AttributeNumeric("capital", tonumber(capital)) end
  SetNames(obj)
  obj:MinZoom(PLACE_MINZOOM[place])
  return true
end

-- Transit stop class from OSM tags, or nil.
function TransitStopClass(obj)
  local highway = obj:Find("highway")
  local railway = obj:Find("railway")
  local pt = obj:Find("public_transport")
  if railway == "tram_stop" or (pt ~= "" and obj:Find("tram") == "yes") then return "tram" end
  if obj:Find("station") == "subway" or (pt ~= "" and obj:Find("subway") == "yes") then return "subway" end
  if railway == "station" or railway == "halt" or (pt ~= "" and obj:Find("train") == "yes") then return "rail" end
  if obj:Find("amenity") == "ferry_terminal" or (pt ~= "" and obj:Find("ferry") == "yes") then return "ferry" end
  if highway == "bus_stop" or obj:Find("amenity") == "bus_station" then return "bus" end
  if pt == "platform" or pt == "stop_position" or pt == "station" then
    if obj:Find("bus") == "yes" or obj:Find("trolleybus") == "yes" then return "bus" end
  end
  return nil
end

function WriteTransitStop(obj, asCentroid)
  local class = TransitStopClass(obj)
  if not class then return false end
  if asCentroid then obj:LayerAsCentroid("transit_stop") else obj:Layer("transit_stop", false) end
  obj:Attribute("class", class)
  SetNames(obj)
  obj:MinZoom(13)
  Count("transitStops")
  return true
end

function WriteHousenumber(obj, asCentroid)
  local housenumber = obj:Find("addr:housenumber")
  if housenumber == "" then return end
  if asCentroid then obj:LayerAsCentroid("housenumber") else obj:Layer("housenumber", false) end
  obj:Attribute("housenumber", housenumber)
end

function WritePeak(obj)
  local natural = obj:Find("natural")
  if natural ~= "peak" and natural ~= "volcano" then return end
  obj:Layer("mountain_peak", false)
  local ele = tonumber(obj:Find("ele"))
  if ele then obj:AttributeNumeric("ele", math.floor(ele)) end
  SetNames(obj)
end

WATER_NAME_MINZOOM = { ocean = 0, sea = 3, bay = 11 }

function WriteWaterName(obj, class, asCentroid)
  if not HasName(obj) then return end
  if asCentroid then obj:LayerAsCentroid("water_name") else obj:Layer("water_name", false) end
  obj:Attribute("class", class)
  SetNames(obj)
  obj:MinZoom(WATER_NAME_MINZOOM[class] or 12)
end
