/** The parts of Valhalla's JSON answers the itinerary service reads (API reference, route). */

/** One manoeuvre of a leg. Lengths in km (units: kilometers), times in seconds. */
export interface ValhallaManeuver {
  type: number;
  instruction: string;
  verbal_pre_transition_instruction?: string;
  street_names?: string[];
  time: number;
  length: number;
  begin_shape_index: number;
  end_shape_index: number;
  travel_mode?: string;
  travel_type?: string;
  toll?: boolean;
  highway?: boolean;
  ferry?: boolean;
  rough?: boolean;
  gate?: boolean;
}

/** Summary of a trip or a leg. */
export interface ValhallaSummary {
  time: number;
  length: number;
  has_toll?: boolean;
  has_highway?: boolean;
  has_ferry?: boolean;
  has_time_restrictions?: boolean;
  min_lat: number;
  min_lon: number;
  max_lat: number;
  max_lon: number;
}

/** One leg (between two break locations). */
export interface ValhallaLeg {
  maneuvers: ValhallaManeuver[];
  summary: ValhallaSummary;
  /** Polyline, precision 6. */
  shape: string;
}

/** A trip. */
export interface ValhallaTrip {
  legs: ValhallaLeg[];
  summary: ValhallaSummary;
  language?: string;
  locations: { lat: number; lon: number; original_index?: number }[];
}

/** Answer of the route action (with alternates when asked and found). */
export interface ValhallaRouteResponse {
  trip: ValhallaTrip;
  alternates?: { trip: ValhallaTrip }[];
}

/** Answer of the height action with `range: true`. */
export interface ValhallaHeightResponse {
  range_height?: [number, number | null][];
  height?: (number | null)[];
}

/** Answer of the matrix action: times in seconds, distances in km; null when unreachable. */
export interface ValhallaMatrixResponse {
  sources_to_targets: { time: number | null; distance: number | null }[][];
}

/** Answer of trace_attributes (edge attributes asked through filters). */
export interface ValhallaTraceResponse {
  edges?: {
    road_class?: string;
    density?: number;
    length?: number;
    speed?: number;
    speed_limit?: number;
  }[];
}
