import { redirect } from "next/navigation";

/** The address invitation emails link to. */
export default function InvitationsLink() {
  redirect("/dashboard/invitations");
}
