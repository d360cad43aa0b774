/** How a change request's status shows as a badge. */
export const statusTone = { open: "info", merged: "success", closed: "neutral" } as const;
