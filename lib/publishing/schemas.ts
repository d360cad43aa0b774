import { z } from "zod";
import { DocumentationParams } from "../documentation/schemas";

const Id = z.string().min(1).max(100);

export const PublishParams = z.object({ documentation_id: Id });

export const RedirectParams = DocumentationParams.extend({ redirect_id: Id });

/**
 * A path of the published site as readers type it after the site's address: a leading slash,
 * no scheme or host, no `.` or `..` segments, no control characters. Trailing slashes are
 * dropped, as the site serves no path with one.
 */
const SitePathInput = z
  .string()
  .max(500)
  .refine((value) => value.startsWith("/") && !value.startsWith("//"), "a path of the site starting with a single /")
  .refine((value) => !value.includes("\\"), "no backslashes")
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "no control characters")
  .refine((value) => !value.split("/").some((segment) => segment === ".." || segment === "."), "no . or .. segments")
  .transform((value) => value.replace(/\/+$/, "") || "/");

export const CreateRedirectBody = z
  .strictObject({
    from: SitePathInput.refine((value) => !/[?#]/.test(value), "a path without query or fragment"),
    to: SitePathInput,
  })
  .refine((value) => value.from !== value.to, { message: "from and to must differ", path: ["to"] })
  .meta({ examples: [{ from: "/guides/old-setup", to: "/guides/setup" }, { from: "/v1/faq", to: "/help/faq" }] });

export type CreateRedirectInput = z.output<typeof CreateRedirectBody>;
