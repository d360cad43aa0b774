/**
 * Event types the platform records itself (lib/events/record.ts). API clients may record
 * their own types too; `platformEventTypes` lists what the platform emits.
 */
export const platformEventTypes = {
  "publish.completed": "A publish job finished and the documentation is live.",
  "publish.failed": "A publish job failed; the previous publish stays live.",
  "backup.completed": "A backup was written to the backup repository.",
  "backup.failed": "A backup could not be written.",
  "restore.completed": "A project was restored from a backup.",
  "restore.failed": "A restore failed; the project was left unchanged.",
  "member.invited": "Someone was invited to the organization.",
  "member.joined": "An invited person accepted and joined the organization.",
  "change_request.opened": "A change request was opened on a version's draft.",
  "change_request.commented": "Someone commented on a change request.",
  "change_request.approved": "A reviewer approved a change request.",
  "change_request.changes_requested": "A reviewer asked for changes to a change request.",
  "change_request.merged": "A change request was merged into the main draft.",
  "change_request.closed": "A change request was closed without merging.",
  "webhook.disabled": "Deliveries to a webhook endpoint failed repeatedly and it was turned off.",
} as const;

export type PlatformEventType = keyof typeof platformEventTypes;
