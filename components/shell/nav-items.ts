import {
  Activity,
  BookOpen,
  Building2,
  CreditCard,
  FileText,
  Headset,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  MessageSquare,
  Settings,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  Smartphone,
  Users,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import type { Permission } from "@/lib/auth/permissions";

export interface NavItem {
  label: string;
  /** Path below the organization (`""` is its overview), or below /dashboard for account items. */
  path: string;
  icon: LucideIcon;
  /** Shown only to roles holding this permission. */
  permission?: Permission;
  /** Active only on the exact path (for overview pages whose subpaths are other items). */
  exact?: boolean;
}

/** Pages of an organization, in sidebar order. Add an entry when you add a page (components/README.md). */
export const organizationNav: NavItem[] = [
  { label: "Overview", path: "", icon: LayoutDashboard, exact: true },
  { label: "Documentation", path: "documentation", icon: FileText, permission: "documentation.read" },
  { label: "Events", path: "events", icon: Activity, permission: "events.read" },
  { label: "Members", path: "members", icon: Users, permission: "members.read" },
  { label: "Feedback", path: "feedback", icon: MessageSquare, permission: "feedback.manage" },
  { label: "Support", path: "support", icon: LifeBuoy, permission: "support.read" },
  { label: "Plan & usage", path: "subscription", icon: CreditCard, permission: "subscription.read" },
  { label: "API tokens", path: "tokens", icon: KeyRound, permission: "tokens.manage" },
  { label: "Webhooks", path: "webhooks", icon: Webhook, permission: "webhooks.manage" },
  { label: "Audit log", path: "audit-log", icon: ScrollText, permission: "audit.read" },
  { label: "Security", path: "security", icon: ShieldCheck, permission: "sso.manage" },
  { label: "Settings", path: "settings", icon: Settings, permission: "organization.update" },
];

/** Pages of the signed-in person, independent of organizations. */
export const accountNav: NavItem[] = [
  { label: "Organizations", path: "", icon: BookOpen, exact: true },
  { label: "Invitations", path: "invitations", icon: Mail },
  { label: "Personal tokens", path: "account/tokens", icon: KeyRound },
  { label: "Two-factor authentication", path: "account/two-factor", icon: Smartphone },
  { label: "Preferences", path: "account", icon: SlidersHorizontal, exact: true },
];

/** Platform administration (below /dashboard), shown to system administrators only. */
export const adminNav: NavItem[] = [
  { label: "Customers", path: "admin/customers", icon: Building2 },
  { label: "Support desk", path: "admin/support", icon: Headset },
];
