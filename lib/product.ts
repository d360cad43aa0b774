/** The product's name, as the dashboard's titles, authenticator apps and commits show it. */
export const productName = "Docs Platform";
