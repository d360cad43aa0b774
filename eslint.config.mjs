import next from "eslint-config-next";

const config = [
  { ignores: ["lib/generated/**", ".next/**", "node_modules/**", ".data/**", "next-env.d.ts"] },
  ...next,
];

export default config;
