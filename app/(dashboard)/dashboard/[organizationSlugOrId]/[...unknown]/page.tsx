import { notFound } from "next/navigation";

/** An address in an organization that no dashboard page has: "Nothing here" inside the dashboard's navigation, not a bare 404. */
export default function UnknownOrganizationPage() {
  notFound();
}
