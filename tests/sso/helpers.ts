import { expect } from "vitest";
import type { ApiResponse } from "../helpers/api";

/** The value a response's Set-Cookie gives `name`. */
export const cookieValue = (response: ApiResponse, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`))?.split(";")[0]!.slice(name.length + 1);

/** A provider's answer was refused: back to the sign-in page, with no ticket. */
export function expectRefused(answer: ApiResponse) {
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("http://localhost:3000/sign-in?error=SsoFailed");
  expect(cookieValue(answer, "dp-sso-ticket")).toBeUndefined();
}
