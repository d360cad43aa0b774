import { page, type Template } from "./template";

export const openSource: Template = {
  id: "open-source",
  title: "Open-source project",
  description: "Docs for a library or tool: installation, usage, API, contributing guide, code of conduct and releases.",
  sections: [
    {
      title: "Introduction",
      icon: "sparkles",
      entries: [
        page(
          "Overview",
          `
Describe the project in one sentence: what problem it solves and for whom. Then show the smallest
useful example, because most visitors decide within seconds whether the project fits.

~~~js
import { greet } from "your-library";

console.log(greet("world")); // "Hello, world!"
~~~

## Features

- Small: no runtime dependencies.
- Typed: ships its own TypeScript definitions.
- Tested: every release runs the full test suite on all supported platforms.

## Status

State how mature the project is (experimental, stable, maintenance only) and which versions receive fixes.
`,
          "What the project does, with a first example.",
        ),
        page(
          "Installation",
          `
~~~bash
npm install your-library
# or
pnpm add your-library
# or
yarn add your-library
~~~

## Requirements

| Runtime | Supported versions |
|---|---|
| Node.js | 20 and newer |
| Browsers | the last two versions of Chrome, Firefox, Safari and Edge |
`,
        ),
        page(
          "Quick start",
          `
1. Install the package (see [Installation](installation)).
2. Import it and create a client:

   ~~~js
   import { createClient } from "your-library";

   const client = createClient({ retries: 3 });
   ~~~

3. Call it:

   ~~~js
   const result = await client.run("first-task");
   console.log(result.status); // "done"
   ~~~

That's all you need for most uses. The **Usage** section covers configuration and advanced patterns.
`,
        ),
      ],
    },
    {
      title: "Usage",
      icon: "terminal",
      entries: [
        page(
          "Configuration",
          `
\`createClient(options)\` accepts:

| Option | Type | Default | Description |
|---|---|---|---|
| \`retries\` | number | \`0\` | how often a failed task is retried |
| \`timeout\` | number (ms) | \`10000\` | how long a task may run |
| \`logger\` | \`(message: string) => void\` | none | receives debug messages |
`,
        ),
        page(
          "Examples",
          `
## Retry with backoff

~~~js
const client = createClient({ retries: 5, timeout: 30_000 });
~~~

## Logging

~~~js
const client = createClient({ logger: (message) => console.debug("[your-library]", message) });
~~~

More complete examples live in the repository's \`examples/\` directory; each one runs with \`npm start\`.
`,
        ),
        page(
          "API",
          `
## createClient(options?)

Creates a client. See [Configuration](configuration) for the options.

## client.run(name, input?)

Runs a task and resolves to \`{ status, output }\`. Rejects with a \`TaskError\` when the task fails after all retries.

## TaskError

| Property | Type | Description |
|---|---|---|
| \`task\` | string | the task's name |
| \`attempts\` | number | how many times it ran |
| \`cause\` | Error | the last failure |
`,
        ),
      ],
    },
    {
      title: "Community",
      icon: "users",
      entries: [
        page(
          "Contributing",
          `
Thank you for helping! Bug reports, documentation fixes and features are all welcome.

## Report a bug

Search the existing issues first. If none matches, open one with the version you use, a minimal
example that reproduces the problem, and what you expected instead.

## Propose a change

1. For anything larger than a small fix, open an issue first so we can agree on the approach.
2. Fork the repository and create a branch from \`main\`.
3. Install dependencies and run the tests:

   ~~~bash
   npm install
   npm test
   ~~~

4. Add tests for your change and update the documentation.
5. Open a pull request describing what changes and why.

A maintainer reviews pull requests within a week.
`,
        ),
        page(
          "Code of conduct",
          `
We want this community to be welcoming to everyone. Participants are expected to:

- be respectful and considerate, in issues, pull requests, chat and in person;
- give and accept constructive feedback gracefully;
- focus on what is best for the community.

Harassment, insults and personal attacks are not tolerated. Report unacceptable behavior privately
to the maintainers at the address in the repository's README; reports are handled confidentially.
Many projects adopt the Contributor Covenant as their full text.
`,
        ),
        page(
          "Security policy",
          `
Please do **not** report security vulnerabilities in public issues. Use the repository's private
vulnerability reporting, or email the maintainers. Include a description, the affected versions and,
if possible, a proof of concept.

We acknowledge reports within three days and publish a fix and an advisory as soon as possible.
`,
        ),
      ],
    },
    {
      title: "Releases",
      icon: "tag",
      entries: [
        page(
          "Changelog",
          `
All notable changes are listed here, following [Keep a Changelog](https://keepachangelog.com) and
[Semantic Versioning](https://semver.org).

## [Unreleased]

## [1.0.0]

### Added

- First stable release.
`,
        ),
        page(
          "Upgrade guide",
          `
Each major version lists its breaking changes and how to adapt your code.

## From 0.x to 1.0

- \`run()\` now rejects with a \`TaskError\` instead of resolving with \`{ status: "failed" }\`. Wrap calls in \`try\`/\`catch\`.
- The \`retry\` option is renamed \`retries\`.
`,
        ),
      ],
    },
  ],
};
