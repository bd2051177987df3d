import { site } from "@/lib/shared/site";
import type { LatLng } from "./geocoding-rules";

// A small table of real postcodes (and their districts' centres) that the demo and the tests
// use: the fake postcodes.io the tests start answers from it (tests/support/fake-postcodes.ts),
// and `npm run demo` places its rows with it when it is run without network. It is not the
// service: the coordinates were typed by hand from public maps, to within a few hundred metres of
// each postcode's (a district's centre to within a kilometre or two), which is all the planner's
// straight-line arithmetic needs. A postcode missing here is "not known" (a test's made-up
// "DH1 1AA" falls back to its district, as postcodes.io would); the real service knows them all.

const at = (lat: number, lng: number): LatLng => ({ lat, lng });

/** Full postcodes, normalised ("DH1 3LE"). */
export const KNOWN_POSTCODES: Readonly<Record<string, LatLng>> = {
  [site.facility.postcode]: site.facility.geo,
  // Durham and around
  "DH1 3LE": at(54.7787, -1.568),
  "DH1 1QS": at(54.779, -1.58),
  "DH1 3NP": at(54.7745, -1.564),
  "DH1 3HL": at(54.776, -1.566),
  "DH1 4SJ": at(54.785, -1.565),
  "DH3 3BH": at(54.859, -1.57),
  // Darlington, Bishop Auckland, Spennymoor
  "DL1 5JN": at(54.53, -1.54),
  "DL3 7QW": at(54.525, -1.57),
  "DL14 7NJ": at(54.664, -1.676),
  "DL16 6QE": at(54.699, -1.6),
  // Newcastle upon Tyne, Gateshead and the Tyne
  "NE1 1JF": at(54.97, -1.615),
  "NE1 3JF": at(54.969, -1.609),
  "NE1 3JE": at(54.9695, -1.61),
  "NE1 3DX": at(54.972, -1.606),
  "NE1 3AF": at(54.971, -1.607),
  "NE1 4ST": at(54.974, -1.618),
  "NE1 4XD": at(54.976, -1.617),
  "NE1 5JE": at(54.971, -1.62),
  "NE1 6EE": at(54.974, -1.612),
  "NE1 6AE": at(54.9735, -1.6125),
  "NE3 1XD": at(55.005, -1.617),
  "NE3 2BB": at(55.002, -1.626),
  "NE6 5HN": at(54.98, -1.57),
  "NE8 3DF": at(54.956, -1.602),
  "NE11 0JH": at(54.93, -1.626),
  "NE11 0SR": at(54.94, -1.635),
  "NE11 0QA": at(54.932, -1.63),
  "NE23 6QE": at(55.08, -1.59),
  "NE24 1BS": at(55.127, -1.51),
  "NE30 1AR": at(55.009, -1.448),
  "NE30 4DZ": at(55.017, -1.426),
  "NE32 3DY": at(54.98, -1.485),
  "NE33 2JB": at(54.999, -1.43),
  "NE33 3DZ": at(54.992, -1.435),
  "NE38 7SD": at(54.9, -1.53),
  "NE63 9UZ": at(55.18, -1.57),
  // Sunderland
  "SR1 1QN": at(54.905, -1.378),
  "SR1 1RE": at(54.906, -1.382),
  "SR6 9NB": at(54.927, -1.375),
  // Teesside and Hartlepool
  "TS1 5DU": at(54.574, -1.235),
  "TS2 1LU": at(54.586, -1.238),
  "TS5 7HB": at(54.555, -1.26),
  "TS10 3AE": at(54.615, -1.07),
  "TS17 9EW": at(54.54, -1.295),
  "TS18 1BD": at(54.566, -1.316),
  "TS18 3TX": at(54.56, -1.33),
  "TS24 0HX": at(54.695, -1.212),
  "TS25 1BS": at(54.675, -1.22),
  // Outside the area (the demo's and the tests' out-of-area customers)
  "YO1 8AN": at(53.96, -1.08),
  "YO1 7HH": at(53.96, -1.085),
  "LS1 4AP": at(53.797, -1.548),
  "SW1A 1AA": at(51.501, -0.1416),
  "SW1A 2AA": at(51.5034, -0.1276),
};

/** Districts' (outward codes') centres. */
export const KNOWN_OUTCODES: Readonly<Record<string, LatLng>> = {
  DH1: at(54.778, -1.57),
  DH2: at(54.86, -1.6),
  DH3: at(54.87, -1.57),
  DH4: at(54.84, -1.47),
  DH5: at(54.82, -1.45),
  DH6: at(54.73, -1.45),
  DH7: at(54.78, -1.68),
  DH8: at(54.85, -1.83),
  DH9: at(54.87, -1.7),
  DL1: at(54.528, -1.55),
  DL2: at(54.55, -1.6),
  DL3: at(54.53, -1.57),
  DL14: at(54.66, -1.68),
  DL16: at(54.7, -1.6),
  NE1: at(54.972, -1.613),
  NE2: at(54.985, -1.6),
  NE3: at(55.005, -1.62),
  NE4: at(54.97, -1.64),
  NE5: at(54.99, -1.7),
  NE6: at(54.975, -1.565),
  NE8: at(54.955, -1.605),
  NE9: at(54.935, -1.59),
  NE11: at(54.935, -1.63),
  NE23: at(55.085, -1.585),
  NE24: at(55.125, -1.51),
  NE30: at(55.015, -1.44),
  NE32: at(54.98, -1.49),
  NE33: at(54.995, -1.43),
  NE38: at(54.9, -1.53),
  NE46: at(54.97, -2.1),
  NE63: at(55.18, -1.57),
  SR1: at(54.905, -1.38),
  SR2: at(54.89, -1.38),
  SR6: at(54.93, -1.37),
  TS1: at(54.573, -1.235),
  TS2: at(54.585, -1.23),
  TS5: at(54.56, -1.25),
  TS10: at(54.61, -1.07),
  TS17: at(54.54, -1.3),
  TS18: at(54.565, -1.32),
  TS24: at(54.695, -1.215),
  TS25: at(54.67, -1.22),
  YO1: at(53.96, -1.08),
  LS1: at(53.797, -1.547),
  SW1A: at(51.503, -0.139),
};
