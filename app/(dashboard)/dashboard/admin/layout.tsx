import type { ReactNode } from "react";
import { requireSystemAdmin } from "./require-system-admin";

/** Checks the caller before the loading state streams, so everyone else gets a real 404 status. */
export default async function AdministrationLayout({ children }: { children: ReactNode }) {
  await requireSystemAdmin();
  return children;
}
