/** How a change request's status shows as a badge. */
export const statusTone = { open: "info", merged: "success", closed: "neutral" } as const;

/** Approvals as reviewers read them: "1 of 2 required approvals", or that none is required. */
export function approvalsText({ approvals, required_approvals }: { approvals: number; required_approvals: number }): string {
  if (required_approvals === 0) return approvals === 0 ? "No approval required" : `${approvals} approval${approvals === 1 ? "" : "s"}, none required`;
  return `${approvals} of ${required_approvals} required approval${required_approvals === 1 ? "" : "s"}`;
}
