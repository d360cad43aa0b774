"use client";

import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { Badge, Section } from "@/components/ui/page";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { BacklogSection } from "./backlog-section";
import { ChangelogSection } from "./changelog-section";
import { RoadmapItemsSection } from "./roadmap-items-section";
import type { Changelog, Idea, Item, Settings, VersionOption } from "./shared";

/** The workspace's feedback: whether it takes ideas and shows its roadmap, then its backlog, roadmap items and changelog. */
export function FeedbackBoard({ organizationId, settings, backlog, items, changelogs, versions }: {
  organizationId: string;
  settings: Settings;
  backlog: Idea[];
  items: Item[];
  changelogs: Changelog[];
  versions: VersionOption[];
}) {
  const base = `/v1/organization/${organizationId}/feedback`;
  const updateSettings = useApiMutation({ mutate: (change: Partial<Settings>) => api.put(`${base}/settings`, change), success: "Settings saved." });
  return (
    <div className="space-y-6">
      <Section title="Workspace">
        <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-3">
          <div className="flex items-center gap-2">
            <dt className="text-secondary">Ideas from visitors</dt>
            <dd>
              <Badge tone={settings.ideas_enabled ? "success" : "neutral"}>{settings.ideas_enabled ? "accepted" : "off"}</Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-secondary">Public roadmap</dt>
            <dd>
              <Badge tone={settings.public_roadmap ? "success" : "neutral"}>{settings.public_roadmap ? "published" : "hidden"}</Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-secondary">Visitors&rsquo; emails</dt>
            <dd>
              <Badge tone={settings.confirm_customer_emails ? "success" : "neutral"}>{settings.confirm_customer_emails ? "confirmed by a code" : "taken as typed"}</Badge>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" loading={updateSettings.isPending} onClick={() => updateSettings.mutate({ ideas_enabled: !settings.ideas_enabled })}>
            {settings.ideas_enabled ? "Stop taking ideas" : "Take ideas"}
          </Button>
          <Button variant="secondary" size="sm" loading={updateSettings.isPending} onClick={() => updateSettings.mutate({ public_roadmap: !settings.public_roadmap })}>
            {settings.public_roadmap ? "Hide the public roadmap" : "Publish the roadmap"}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={updateSettings.isPending}
            onClick={() => updateSettings.mutate({ confirm_customer_emails: !settings.confirm_customer_emails })}
          >
            {settings.confirm_customer_emails ? "Take visitors' emails as typed" : "Confirm visitors' emails by a code"}
          </Button>
        </div>
        <div className="mt-3">
          <FormError message={updateSettings.error ? errorMessage(updateSettings.error) : null} />
        </div>
      </Section>
      <BacklogSection base={base} backlog={backlog} />
      <RoadmapItemsSection base={base} items={items} />
      <ChangelogSection base={base} changelogs={changelogs} versions={versions} />
    </div>
  );
}
