/** Where the public roadmap shows an organization's changelog, its feed, and each entry's place on the page. */
export const roadmapPath = (organizationSlug: string) => `/roadmap/${organizationSlug}`;
export const changelogFeedPath = (organizationSlug: string) => `${roadmapPath(organizationSlug)}/changelog.xml`;
export const changelogEntryAnchor = (changelogId: string) => `changelog-${changelogId}`;
