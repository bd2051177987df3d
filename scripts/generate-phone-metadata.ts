// npm run phone-metadata: writes lib/bookings/uk-phone-metadata.json, libphonenumber-js's mobile
// metadata cut down to the numbers that share +44 (Great Britain, Guernsey, the Isle of Man,
// Jersey). The booking form's arrival-text number is checked with it in the browser and on the
// server; the whole metadata would add 135 KB (35 KB gzipped) to /book's JavaScript for the same answer.
// tests/unit/arrival-rules.test.ts fails when the package's metadata moves on.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ukPhoneMetadata } from "./lib/uk-phone-metadata.ts";

const require = createRequire(import.meta.url);
const file = new URL("../lib/bookings/uk-phone-metadata.json", import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify(ukPhoneMetadata(require("libphonenumber-js/metadata.mobile.json")))}\n`,
);
console.log(`Wrote ${file.pathname}`);
