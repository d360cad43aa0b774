import type { getBackupRepository, latestRestore, listBackups } from "@/lib/backups/service";

/** The JSON shapes of the backup API the page's client components receive. */
export type BackupRepositoryView = Awaited<ReturnType<typeof getBackupRepository>>;
export type BackupView = Awaited<ReturnType<typeof listBackups>>["items"][number];
export type RestoreView = Awaited<ReturnType<typeof latestRestore>>;

/** The backup API of one project, below `/api`. */
export const backupApi = (organizationId: string, documentationId: string) => `/v1/documentation/${organizationId}/${documentationId}/backup`;
