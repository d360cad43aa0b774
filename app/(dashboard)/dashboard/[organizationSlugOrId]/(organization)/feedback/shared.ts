// What the feedback board's sections share: the shapes they show, the roadmap's statuses, form errors.

import { errorMessage } from "@/lib/client/api";

/** The statuses of a roadmap item, in the order the public roadmap shows them. */
export const statusOptions = [
  { value: "planned", label: "Planned" },
  { value: "in_progress", label: "In progress" },
  { value: "shipped", label: "Shipped" },
] as const;

export interface Idea {
  idea_id: string;
  title: string;
  description: string;
  customer_email: string;
  created_at: Date;
}
export interface Item {
  item_id: string;
  title: string;
  description: string;
  status: string;
  vote_count: number;
}
export interface Changelog {
  changelog_id: string;
  title: string;
  body: string;
  version_id: string | null;
  published_at: Date;
  /** Published in the future (decided on the server, so rendering stays pure). */
  scheduled: boolean;
}
export interface Settings {
  ideas_enabled: boolean;
  public_roadmap: boolean;
  confirm_customer_emails: boolean;
}
export interface VersionOption {
  id: string;
  label: string;
}

/** The problem's detail, unless the listed fields already show every message inline. */
export function formMessage(error: Error | null, fields: Record<string, string>) {
  if (!error) return null;
  return Object.keys(fields).length > 0 ? null : errorMessage(error);
}
