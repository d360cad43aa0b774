// The spec's alternative path for the same grants operation.
export { PATCH } from "../documentations/route";
