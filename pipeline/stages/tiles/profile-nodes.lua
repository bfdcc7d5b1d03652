-- Nodes: points of every point layer. Loaded by process.lua.

AERODROME_NODES = Set { "aerodrome", "helipad", "heliport" }

function node_function(node)
  WriteHousenumber(node, false)
  if WritePlace(node, false) then return end
  local place = node:Find("place")
  if place == "sea" or place == "ocean" then
    WriteWaterName(node, place, false)
    return
  end
  if node:Find("natural") == "bay" then
    WriteWaterName(node, "bay", false)
    return
  end
  WritePeak(node)
  WriteTransitStop(node, false)
  local aeroway = node:Find("aeroway")
  if AERODROME_NODES[aeroway] then
    node:Layer("aeroway", false)
    node:Attribute("class", aeroway)
    node:MinZoom(aeroway == "aerodrome" and 10 or 13)
  end
  WritePoi(node, false)
end

-- Shapefile columns (dBase names are 10 characters at most) to tile attributes.
SHAPE_ATTRIBUTES = { name_en = "name:en", name_nl = "name:nl", admin_lvl = "admin_level" }

function attribute_function(attributes, layer)
  local out = {}
  for key, value in pairs(attributes) do
    local skip = value == "" or (key == "capital" and value == 0)
    if not skip then out[SHAPE_ATTRIBUTES[key] or key] = value end
  end
  return out
end
