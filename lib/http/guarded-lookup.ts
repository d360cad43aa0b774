import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";

/**
 * DNS resolution for requests to addresses users supply: it hands the socket only addresses
 * `accepts` lets through, so what is checked is what is connected to (no second lookup for a
 * rebinding answer to slip in). A host name resolving to any refused address fails with
 * `refusal(hostname)`. Address literals are not looked up: check them before connecting.
 */
export function guardedLookup(accepts: (address: string, hostname: string) => boolean, refusal: (hostname: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.some((entry) => !accepts(entry.address, hostname))) return callback(refusal(hostname), "", 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
