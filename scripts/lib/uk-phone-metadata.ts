type Metadata = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
};

/** libphonenumber-js metadata kept to the countries of one calling code (+44 by default). */
export function ukPhoneMetadata(metadata: Metadata, callingCode = "44"): Metadata {
  const countries = metadata.country_calling_codes[callingCode] ?? [];
  return {
    version: metadata.version,
    country_calling_codes: { [callingCode]: countries },
    countries: Object.fromEntries(
      countries.map((country) => [country, metadata.countries[country]]),
    ),
  };
}
