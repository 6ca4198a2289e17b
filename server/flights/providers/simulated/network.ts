import { INTERCONTINENTAL, NIGERIA, REST_OF_AFRICA, WEST_CENTRAL_AFRICA } from '../../../reference/served-airports';

/**
 * The simulated network: which carrier flies which airport pair non-stop. Built from rules that
 * mirror how the region is really served: Nigerian domestic flights radiate from the big
 * airports, regional carriers from their hubs, long-haul carriers between their hubs and the
 * region's gateways.
 */
export interface RouteEdge {
  from: string;
  to: string;
  carriers: string[];
}

const codes = (list: { iata: string }[]) => list.map((airport) => airport.iata);
/** A list of airport codes written on one line: `iata('LOS ABV')`. */
const iata = (list: string) => list.split(' ');

const NG = codes(NIGERIA);
const NG_GATEWAYS = ['LOS', 'ABV', 'PHC', 'KAN'];
const WCA = codes(WEST_CENTRAL_AFRICA);
/** Regional carriers and the hubs they fly from. */
const REGIONAL: Record<string, string[]> = {
  KP: ['LFW'],
  HF: ['ABJ'],
  AW: ['ACC'],
  HC: ['DSS'],
  P4: ['LOS', 'ABV'],
};
/** African long-haul carriers: hub, then the African and world cities they reach non-stop. */
const AFRICAN_MAJORS: Record<string, { hub: string; reach: string[] }> = {
  ET: {
    hub: 'ADD',
    reach: iata(
      'LOS ABV KAN ENU ACC ABJ DSS LFW COO OUA BKO NIM NDJ DLA NSI LBV BZV FIH BGF SSG CKY FNA ROB BJL NBO JNB CPT CAI KGL EBB DAR LAD LHR CDG FRA BRU IST FCO GVA MAD DXB DOH JED RUH JFK IAD ATL YYZ GRU PEK CAN BOM DEL',
    ),
  },
  KQ: {
    hub: 'NBO',
    reach: iata('LOS ABV ACC ABJ DSS DLA FIH BZV LFW ADD JNB CPT KGL EBB DAR LAD CAI LHR CDG AMS DXB JFK BOM CAN'),
  },
  AT: {
    hub: 'CMN',
    reach: iata(
      'LOS ABV ACC ABJ DSS LFW COO OUA BKO NIM NDJ DLA NSI LBV BZV PNR FIH SSG CKY FNA ROB BJL NKC ALG TUN CAI JNB LHR MAN CDG AMS BRU FRA MAD LIS FCO GVA IST JED RUH DOH JFK IAD YYZ GRU PEK',
    ),
  },
  MS: {
    hub: 'CAI',
    reach: iata(
      'LOS ABV KAN ACC ABJ DSS DLA FIH BKO NDJ ADD NBO JNB KGL EBB DAR LAD ALG TUN CMN LHR MAN CDG AMS FRA BRU IST FCO GVA MAD DXB JED RUH DOH JFK IAD YYZ PEK CAN BOM',
    ),
  },
  SA: { hub: 'JNB', reach: iata('LOS ACC ABJ DLA FIH LAD NBO DAR CPT KGL EBB GRU JFK') },
  WB: { hub: 'KGL', reach: iata('LOS ABV ACC ABJ DSS DLA LBV BZV FIH BGF NBO EBB DAR JNB CPT LHR BRU DXB') },
};
/** Long-haul carriers from outside Africa: hub, then the region's gateways, then their own spokes. */
const WORLD_MAJORS: Record<string, { hub: string; africa: string[]; spokes: string[] }> = {
  BA: {
    hub: 'LHR',
    africa: iata('LOS ABV ACC JNB CPT NBO CAI'),
    spokes: iata('MAN JFK IAD IAH ATL YYZ MAD LIS FCO GVA AMS FRA BRU CDG IST DXB DOH JED RUH BOM DEL PEK GRU'),
  },
  VS: { hub: 'LHR', africa: iata('LOS ACC JNB CPT'), spokes: iata('JFK ATL IAD DEL BOM') },
  AF: {
    hub: 'CDG',
    africa: iata('LOS ABV PHC ACC ABJ DSS COO LFW OUA BKO NIM NDJ DLA NSI LBV BZV PNR FIH BGF SSG CKY FNA NKC ALG TUN CMN CAI ADD NBO JNB CPT LAD'),
    spokes: iata('LHR MAN AMS FRA BRU MAD LIS FCO GVA IST JFK IAD IAH ATL YYZ GRU DXB DOH JED RUH BOM DEL PEK CAN'),
  },
  KL: {
    hub: 'AMS',
    africa: iata('LOS ABV ACC NBO DAR CPT JNB KGL EBB CAI CMN LAD'),
    spokes: iata('LHR MAN CDG FRA BRU MAD LIS FCO GVA IST JFK IAD IAH ATL YYZ GRU DXB DOH BOM DEL PEK CAN'),
  },
  LH: {
    hub: 'FRA',
    africa: iata('LOS ABV ACC ADD NBO JNB CPT CAI LAD ALG TUN CMN'),
    spokes: iata('LHR MAN CDG AMS BRU MAD LIS FCO GVA IST JFK IAD IAH ATL YYZ GRU DXB DOH JED RUH BOM DEL PEK CAN'),
  },
  SN: {
    hub: 'BRU',
    africa: iata('ABJ DSS ACC LFW COO OUA BKO NIM DLA NSI FIH CKY FNA ROB BJL KGL EBB LAD'),
    spokes: iata('LHR MAN CDG MAD LIS FCO GVA IST JFK IAD YYZ'),
  },
  TP: {
    hub: 'LIS',
    africa: iata('ACC LOS ABJ DSS LFW COO OXB RAI BJL CKY FNA LAD CMN ALG TUN'),
    spokes: iata('LHR MAN CDG AMS FRA BRU MAD FCO GVA JFK IAD YYZ GRU'),
  },
  TK: {
    hub: 'IST',
    africa: iata('LOS ABV KAN PHC ACC ABJ DSS LFW COO OUA BKO NIM NDJ DLA NSI LBV BZV FIH CKY FNA ROB BJL NKC ADD NBO JNB CPT KGL EBB DAR LAD CAI ALG TUN CMN'),
    spokes: iata('LHR LGW MAN CDG AMS FRA BRU MAD LIS FCO GVA DXB DOH JED RUH JFK IAD IAH ATL YYZ GRU BOM DEL PEK CAN'),
  },
  EK: {
    hub: 'DXB',
    africa: iata('LOS ABV ACC ABJ DSS CKY ADD NBO JNB CPT KGL EBB DAR LAD CAI ALG TUN CMN'),
    spokes: iata('LHR LGW MAN CDG AMS FRA BRU MAD LIS FCO GVA IST DOH JED RUH JFK IAD IAH ATL YYZ GRU BOM DEL PEK CAN'),
  },
  QR: {
    hub: 'DOH',
    africa: iata('LOS ABV ACC ABJ DSS DLA FIH LBV ADD NBO JNB CPT KGL EBB DAR LAD CAI ALG TUN CMN'),
    spokes: iata('LHR LGW MAN CDG AMS FRA BRU MAD LIS FCO GVA IST DXB JED RUH JFK IAD IAH ATL YYZ GRU BOM DEL PEK CAN'),
  },
  DL: { hub: 'ATL', africa: iata('LOS ACC DSS JNB CPT'), spokes: iata('JFK IAD IAH YYZ LHR CDG AMS GRU') },
  UA: { hub: 'IAD', africa: iata('LOS ACC JNB CPT'), spokes: iata('JFK IAH ATL YYZ LHR CDG FRA BRU GVA GRU') },
};
const DOMESTIC_NG = ['P4', 'W3', 'QI'];

function addEdge(edges: Map<string, Set<string>>, a: string, b: string, carrier: string) {
  if (a === b) return;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    const key = `${from}-${to}`;
    const carriers = edges.get(key) ?? new Set<string>();
    carriers.add(carrier);
    edges.set(key, carriers);
  }
}

export function buildNetwork(): RouteEdge[] {
  const edges = new Map<string, Set<string>>();

  // Nigerian domestic: every airport to the gateways, gateways to each other.
  for (const gateway of NG_GATEWAYS) {
    for (const other of NG) {
      DOMESTIC_NG.forEach((carrier, index) => {
        // Not every carrier serves every spoke: a fixed pattern keeps one to three per pair.
        if (index === 0 || (gateway.charCodeAt(0) + other.charCodeAt(1) + index) % 3 !== 0) addEdge(edges, gateway, other, carrier);
      });
    }
  }
  // Regional carriers from their hubs to West and Central Africa and Nigeria's gateways.
  for (const [carrier, hubs] of Object.entries(REGIONAL)) {
    for (const hub of hubs) {
      for (const other of [...WCA, 'LOS', 'ABV']) {
        if (carrier === 'P4' && !['ACC', 'DSS', 'FNA', 'ROB', 'BJL', 'DLA', 'ABJ', 'COO', 'LFW', 'LBV', 'FIH'].includes(other)) continue;
        addEdge(edges, hub, other, carrier);
      }
    }
  }
  for (const [carrier, { hub, reach }] of Object.entries(AFRICAN_MAJORS)) {
    for (const other of reach) addEdge(edges, hub, other, carrier);
  }
  for (const [carrier, { hub, africa, spokes }] of Object.entries(WORLD_MAJORS)) {
    for (const other of [...africa, ...spokes]) addEdge(edges, hub, other, carrier);
  }
  return [...edges.entries()].map(([key, carriers]) => {
    const [from, to] = key.split('-') as [string, string];
    return { from, to, carriers: [...carriers].sort() };
  });
}

/** Every airport the network serves, for validating a search. */
export const NETWORK_AIRPORTS = new Set([...NG, ...WCA, ...codes(REST_OF_AFRICA), ...codes(INTERCONTINENTAL)]);

/** Airports through which connections are built (the carriers' hubs and Nigeria's gateways). */
export const CONNECTION_POINTS = new Set([
  ...NG_GATEWAYS,
  ...Object.values(REGIONAL).flat(),
  ...Object.values(AFRICAN_MAJORS).map((major) => major.hub),
  ...Object.values(WORLD_MAJORS).map((major) => major.hub),
]);
