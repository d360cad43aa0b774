import ipaddr from "ipaddr.js";
import { z } from "zod";
import { isPublicAddress, type AddressPolicy } from "./guarded-request";

/** Outside production a receiver on this machine is accepted too (local development and tests). */
const loopbackReceiversAllowed = () => process.env.NODE_ENV !== "production";

const isLoopbackAddress = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";

function isLoopbackHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || isLoopbackAddress(host);
}

/**
 * Where the platform sends what happens (push services, webhook endpoints, `url` push
 * subscriptions): public addresses, and a loopback receiver outside production. Checked on
 * every address a host name resolves to, as it is connected to.
 */
export const receiverAddressPolicy: AddressPolicy = {
  allows: (address) => loopbackReceiversAllowed() && isLoopbackAddress(address),
  refusal: (host) => new Error(`${host} is, or resolves to, a private, loopback or otherwise internal address`),
};

/**
 * A receiver's URL is https; an address literal must be public. Outside production, http
 * or https to a loopback receiver is accepted too. Host names are checked when connecting.
 */
function isAcceptedReceiverUrl(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (loopbackReceiversAllowed() && isLoopbackHost(host)) return url.protocol === "https:" || url.protocol === "http:";
  return url.protocol === "https:" && host !== "localhost" && (!ipaddr.isValid(host) || isPublicAddress(host));
}

export const ReceiverUrl = z.url({ abort: true }).max(2048).refine(isAcceptedReceiverUrl, "must be an https URL of a public host");
