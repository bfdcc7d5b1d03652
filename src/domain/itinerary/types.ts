/**
 * Contracts of the multipath API (§3 Route, Roadbook, Transport provider, Itinerary options;
 * §7 calls), shared by the server and the SPA. Zod-free: the server validates its inputs with
 * `api-schema.ts`.
 */
import type { RouteZfe } from '../restrictions/route-check';
import type { FuelId } from './fuels';
import type { RoadMode, SpeedMode, SpeedType } from './modes';
import type { MultimodalLegFields, RouteTimetable } from './multimodal-types';

/** A number with its display label. */
export interface ValueLabel {
  value: number;
  label: string;
}

/** A provider as GET /transports lists it (§3 Transport provider). */
export interface TransportProvider {
  name: string;
  label: string;
  mode: RoadMode;
  icon: string;
  qid: string;
  optional: boolean;
  simplified: boolean;
  color: string;
}

/** One mode of GET /transports with its providers. */
export interface TransportModeEntry {
  mode: RoadMode;
  label: string;
  providers: TransportProvider[];
}

/** `data` of GET /transports. */
export interface TransportsData {
  transport_modes: TransportModeEntry[];
  qid: string;
}

/** A link of a route, for desktop and mobile browsers (§3 cta_links, more_trips_links). */
export interface DeviceLinks {
  desktop: string;
  mobile: string;
}

/** The provider part of a route. */
export interface RouteProviderInfo {
  id: string;
  name: string;
  label: string;
  qid: string;
  optional: boolean;
  icon: string;
  co2_score: string;
  /** The operator's own pages of more trips (a transit agency's site), with their label. */
  more_trips_links?: DeviceLinks | undefined;
  more_trips_label?: string | undefined;
}

/** What the price of a fuel-burning route is made of. */
export interface PriceDetails {
  vehicle: string;
  vehicleLabel: string;
  fuel: FuelId;
  fuelLabel: string;
  /** Litres per 100 km. */
  consumption: number;
  /** Euros per litre. */
  pricePerLitre: number;
  /** True when the price is the national median of the fuel. */
  defaultPrice: boolean;
  /** Day of the default price (YYYY-MM-DD, « prix du 25/08/2020 »); null for the user's price. */
  priceDate: string | null;
  /** Km on toll sections. */
  tollKm: number;
  tollClass: number;
}

/** Prices of a route in euros; the toll is an estimate. */
export interface RoutePrices {
  main: ValueLabel;
  total: ValueLabel;
  fuel: ValueLabel | null;
  toll: (ValueLabel & { estimated: true }) | null;
  details: PriceDetails | null;
}

/** A GeoJSON feature of a route's geometry with its colour. */
export interface RouteSectionFeature {
  type: 'Feature';
  geometry: { type: 'LineString'; coordinates: [number, number][] };
  properties: {
    color: string;
    mode: RoadMode;
    leg: number;
    provider: string;
    routeId: string;
    /** A walking leg of a multimodal route (drawn dashed). */
    walk?: boolean | undefined;
  };
}

/** One leg between two consecutive steps; a multimodal route has one per way of travel. */
export interface RouteLeg extends MultimodalLegFields {
  from: number;
  to: number;
  time: ValueLabel;
  length: ValueLabel;
}

/** Shares (percent of the length) by road type and urban area. */
export interface RouteStatistics {
  road_type: { motorway: number; major: number; secondary: number; local: number };
  urban_area: { urban: number; rural: number };
}

/** A computed route (§3 Route / itinerary result). Time in seconds, length in metres. */
export interface ItineraryRoute {
  routeId: string;
  mode: RoadMode;
  provider: RouteProviderInfo;
  provider_id: string;
  time: ValueLabel;
  length: ValueLabel;
  prices: RoutePrices;
  /** Grams of CO2e. */
  co2_emissions: ValueLabel;
  /** Grams of NOx and PM at the Euro limits (motorised modes). */
  pollutant_emissions: { nox: ValueLabel; pm: ValueLabel } | null;
  legs: RouteLeg[];
  sections: RouteSectionFeature[];
  roadbook_link: string;
  details_link: string;
  /** Where the trip is booked or its ticket bought (a transit agency's fare page), and its label. */
  cta_links?: DeviceLinks | undefined;
  cta_label?: string | undefined;
  route_type: 'fastest' | 'shortest';
  statistics: RouteStatistics | null;
  action_label: string;
  main_information: string;
  titles: { monomode: string };
  colors: { primary: string; secondary: string };
  icon: string;
  isOptional: boolean;
  fake: boolean;
  /** West, south, east, north. */
  bbox: [number, number, number, number];
  flags: { toll: boolean; highway: boolean; ferry: boolean };
  /** Timed routes (public transport, shared vehicles, taxi): departure, arrival, changes. */
  timetable?: RouteTimetable | undefined;
  /** Low-emission zones on the way, for the traveller's Crit'Air vignette (issue 17). */
  zfe?: RouteZfe | undefined;
  /** Steps the route passes far from (beyond the map's roads), in step order. */
  approaches?: RouteApproach[] | undefined;
}

/** A step the route cannot reach: it starts, passes or ends `metres` away from it. */
export interface RouteApproach {
  /** The step's index: 0 the departure, the last the arrival. */
  step: number;
  metres: number;
}

/** Why a provider has no route for this request (its routes are ignored). */
export interface AvailabilityInfo {
  provider: string;
  mode: RoadMode;
  available: false;
  message: string;
  /** The nearest day (YYYY-MM-DD) with a timetable, when the day asked had none (transit). */
  nearest_date?: string;
}

/** `data` of GET /routes. */
export type RoutesData = { routes: ItineraryRoute[] } | { availability_info: AvailabilityInfo };

/** One manoeuvre of a roadbook section. */
export interface RoadbookAction {
  type: number;
  instruction: string;
  icon: string;
  length: ValueLabel;
  duration: ValueLabel;
  /** Seconds since departure and the clock time. */
  timeline: { offset: number; label: string };
  street_names: string[];
  /** lng, lat where the manoeuvre starts. */
  coordinates: [number, number];
  toll: boolean;
}

/** A roadbook section: a step (mode waypoint) or a leg. */
export interface RoadbookSection {
  mode: RoadMode | 'waypoint';
  duration: ValueLabel;
  length: ValueLabel | null;
  actions: RoadbookAction[];
  display_elevation: boolean;
  polyline_definition: { polyline: string; precision: 6 } | null;
  step: { index: number; id: string; label: string; coordinates: [number, number] } | null;
  /** The leg of a multimodal route this section travels (line, stops, times). */
  leg?: RouteLeg | undefined;
}

/** A roadbook (§3 Roadbook). Datetimes are local, YYYY-MM-DDTHH:MM. */
export interface Roadbook {
  type: 'roadbook';
  routeId: string;
  mode: RoadMode;
  provider: RouteProviderInfo;
  language: string;
  summary: {
    key_informations: { key: string; label: string; value: string }[];
    departure_datetime: string;
    arrival_datetime: string;
    pollutant_emissions: ItineraryRoute['pollutant_emissions'];
    restrictions: string[];
  };
  time: ValueLabel;
  length: ValueLabel;
  prices: RoutePrices;
  co2_emissions: ValueLabel;
  sections: RoadbookSection[];
  /** Low-emission zones on the way, for the traveller's Crit'Air vignette (issue 17). */
  zfe?: RouteZfe | undefined;
}

/** `data` of POST /elevation: heights (metres) every `distance` metres along the line. */
export interface ElevationData {
  available: boolean;
  heights: { distance: number; height: number }[];
  min: number | null;
  max: number | null;
  gain: number;
  loss: number;
}

/** A fuel with its default consumption for a vehicle. */
export interface InventoryFuel {
  id: FuelId;
  label: string;
  default_consumption: number;
}

/** `data` of GET /inventory (§3 Itinerary options, defaultOptions). */
export interface InventoryData {
  defaultOptions: {
    transportModes: (TransportModeEntry & { fit_for_favourite: boolean })[];
    vehiclesOptions: {
      mode: 'car' | 'motorbike';
      default_vehicle: string;
      vehicles: {
        id: string;
        label: string;
        toll_class: number;
        fuels: { default_fuel: FuelId; fuels: InventoryFuel[] };
      }[];
    }[];
    fuelPrices: {
      id: FuelId;
      label: string;
      price: number;
      stations: number;
      source: string;
      /** Day of the price (YYYY-MM-DD). */
      date: string | null;
    }[];
    speeds: { mode: SpeedMode; param: string; default_type: SpeedType; values: number[] }[];
    ownVehicle: { mode: RoadMode; default: boolean }[];
    avoid: { id: string; label: string }[];
  };
}

/** True when a route has a roadbook to open (§4: gated on `details_link` or `roadbook_link`). */
export function offersRoadbook(
  route: Pick<ItineraryRoute, 'details_link' | 'roadbook_link'>,
): boolean {
  return Boolean(route.details_link || route.roadbook_link);
}
