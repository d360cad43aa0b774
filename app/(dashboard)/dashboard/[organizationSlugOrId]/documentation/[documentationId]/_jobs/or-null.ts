import { DomainError } from "@/lib/errors";

/** A lookup whose 404 means "nothing yet" (never published, no repository) read as null. */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}
