import { folder, page, type Template } from "./template";

export const productDocs: Template = {
  id: "product-docs",
  title: "Product documentation",
  description: "Introduction, quickstart, concepts, how-to guides, reference and FAQ for a software product.",
  sections: [
    {
      title: "Getting started",
      icon: "rocket",
      description: "What the product does and how to reach a first result.",
      entries: [
        page(
          "Introduction",
          `
Say in two sentences what your product does and who it is for. Readers decide here whether
to keep reading, so lead with the outcome, not the feature list.

## What you can do

- **Automate** the repetitive part of the job your users came for.
- **Collaborate** with teammates on the same workspace.
- **Integrate** with the tools your users already run.

## Where to go next

::::cards 2
:::card [Quickstart](quickstart)
Try the product in five minutes.
:::
:::card [Key concepts](key-concepts)
Understand how the pieces fit.
:::
:::card [Guides](../guides/installation)
Solve a specific task with a walkthrough from the **Guides** section.
:::
:::card [Reference](../reference/cli-commands)
Look up an exact command or option in the **Reference** section.
:::
::::
`,
          "What the product does and where to start.",
        ),
        page(
          "Quickstart",
          `
This guide takes you from zero to a working setup in about five minutes.

## Prerequisites

- An account (sign up at your product's website).
- A supported operating system: macOS 13+, Windows 11 or a recent Linux distribution.

::::steps
## Install

:::code-group
~~~bash [npm]
npm install --global your-product
~~~
~~~bash [pnpm]
pnpm add --global your-product
~~~
~~~bash [yarn]
yarn global add your-product
~~~
:::

## Sign in

~~~bash
your-product login
~~~

A browser window opens; approve the request and return to the terminal.

## Create your first project

~~~bash
your-product init my-first-project
cd my-first-project
your-product start
~~~

You should see \`Ready on http://localhost:3000\`. Open that address to see the result.
::::

> [!TIP]
> Run \`your-product doctor\` if a step fails: it checks your setup and says what to fix.

## Next steps

- Learn the [key concepts](key-concepts) behind projects and workspaces.
- Follow a guide in the **Guides** section to go further.
`,
          "Install, sign in and create a first project in five minutes.",
        ),
        page(
          "Key concepts",
          `
A few terms appear throughout this documentation. Knowing them makes every other page easier to read.

## Workspace

A workspace groups the people and projects of one team. Billing, members and permissions are set per workspace.

## Project

A project is one unit of work inside a workspace: it has its own settings, history and integrations.

## Environment

Each project runs in one or more environments, such as *development*, *staging* and *production*.
Settings can differ per environment, so you can test a change before your users see it.

## Roles

| Role | Can |
|---|---|
| Owner | everything, including billing and deleting the workspace |
| Admin | manage members, projects and settings |
| Member | create and edit projects |
| Viewer | read only |
`,
        ),
      ],
    },
    {
      title: "Guides",
      icon: "book-open",
      description: "Task-oriented walkthroughs.",
      entries: [
        page(
          "Installation",
          `
Pick the installation method that fits your environment.

## Package manager

:::code-group
~~~bash [macOS]
brew install your-product
~~~
~~~bash [Debian and Ubuntu]
sudo apt install your-product
~~~
~~~powershell [Windows]
winget install your-product
~~~
:::

## Docker

~~~bash
docker run --rm -p 3000:3000 your-org/your-product:latest
~~~

## Verify the installation

~~~bash
your-product --version
~~~

If the command is not found, make sure the install directory is on your \`PATH\` and open a new terminal.
`,
        ),
        page(
          "Configuration",
          `
The product reads its settings from a configuration file at the root of your project, then from environment
variables, which take precedence.

~~~yaml
# your-product.yaml
name: my-first-project
region: eu-west
features:
  analytics: true
  previews: false
~~~

## Environment variables

| Variable | Overrides | Example |
|---|---|---|
| \`YOUR_PRODUCT_REGION\` | \`region\` | \`us-east\` |
| \`YOUR_PRODUCT_TOKEN\` | the signed-in account | \`tok_...\` |

> [!WARNING]
> Keep secrets such as tokens in environment variables, never in the configuration file you commit.
`,
        ),
        folder("Integrations", [
          page(
            "Connect GitHub",
            `
Connecting GitHub lets the product react to pushes and pull requests.

1. Open **Settings → Integrations** in your workspace.
2. Select **GitHub** and choose **Connect**.
3. Pick the repositories the product may access. You can change this list later.

Once connected, every pull request shows a status check with a link to its preview.
`,
          ),
          page(
            "Send notifications to Slack",
            `
1. Open **Settings → Integrations → Slack** and choose **Add to Slack**.
2. Pick the channel that should receive notifications.
3. Select the events to send: deployments, failures, new members.

Use a dedicated channel such as \`#deploys\` so notifications do not drown conversations.
`,
          ),
        ]),
        page(
          "Troubleshooting",
          `
## The command is not found after installing

Open a new terminal so it picks up the updated \`PATH\`. On Windows, sign out and in again.

## Login does not complete

Check that your browser allows pop-ups for the product's domain, then run \`your-product login --device\`
to sign in with a one-time code instead.

## Still stuck?

Collect the output of \`your-product doctor\` and contact support with it; it contains the versions and
settings we need, and no secrets.
`,
        ),
      ],
    },
    {
      title: "Reference",
      icon: "library",
      description: "Exact descriptions of commands and options.",
      entries: [
        page(
          "CLI commands",
          `
| Command | Description |
|---|---|
| \`your-product init <name>\` | create a project in a new directory |
| \`your-product start\` | run the project locally |
| \`your-product deploy [--env <name>]\` | deploy to an environment (default: \`production\`) |
| \`your-product login\` | sign in |
| \`your-product doctor\` | print diagnostic information |

Every command accepts \`--help\` for its full list of options.
`,
        ),
        page(
          "Configuration options",
          `
| Option | Type | Default | Description |
|---|---|---|---|
| \`name\` | string | directory name | the project's display name |
| \`region\` | \`eu-west\`, \`us-east\` | \`us-east\` | where the project runs |
| \`features.analytics\` | boolean | \`true\` | collect anonymous usage analytics |
| \`features.previews\` | boolean | \`false\` | build a preview for every pull request |
`,
        ),
      ],
    },
    {
      title: "Resources",
      icon: "life-buoy",
      entries: [
        page(
          "FAQ",
          `
## Is there a free plan?

Yes. The free plan includes one workspace with up to three members.

## Where is my data stored?

In the region you choose per project. Backups stay in the same region.

## How do I delete my account?

Open **Settings → Account** and choose **Delete account**. Workspaces you own must be transferred or deleted first.
`,
        ),
        page(
          "Changelog",
          `
Record every user-visible change here, newest first.

## 1.1.0

- **Added** Slack notifications for failed deployments.
- **Improved** start-up time of \`your-product start\`.
- **Fixed** login on Windows when the browser was already open.

## 1.0.0

First stable release.
`,
        ),
      ],
    },
  ],
};
