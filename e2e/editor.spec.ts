import { expect, test, type Page } from "@playwright/test";
import { createProject, failOnPageErrors, open, reload, sessionClient, signIn } from "./helpers";

/** A small real PNG drawn by the browser (a labelled diagram-like picture). */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 240;
    canvas.height = 120;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 240, 120);
    gradient.addColorStop(0, "#4f46e5");
    gradient.addColorStop(1, "#06b6d4");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 120);
    context.fillStyle = "#fff";
    context.font = "bold 22px sans-serif";
    context.fillText("Architecture", 50, 68);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

/** Lifts the focused drag handle with Space, moves it to the top place (one up) and drops it, following the announcements. */
async function moveWithKeyboard(page: Page, title: string, above: string) {
  await page.keyboard.press("Space");
  // The live region shows the latest announcement: the pick-up, or already "over" its own place.
  await expect(page.getByText(new RegExp(`^(Picked up ${title}\\.|${title} is over ${title}\\.)`))).toBeAttached();
  // An arrow pressed while the list is still measuring itself can go unheeded; pressing again
  // is harmless, as the item moves to the top place.
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(`${title} is over ${above}.`)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
}

const editorBox = (page: Page) => page.getByRole("textbox", { name: "Page content (markdown)" });
const preview = (page: Page) => page.getByRole("region", { name: "Preview" });

test("write documentation: project, section, page, preview, image and a conflicting save", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page);
  const projectName = `Handbook ${Date.now().toString(36)}`;

  // Create a project from the list, then give it a blank scaffold.
  await open(page, "/dashboard/demo");
  await page.getByRole("navigation", { name: "Demo pages" }).getByRole("link", { name: "Documentation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
  await page.getByRole("button", { name: "New project" }).first().click();
  const create = page.getByRole("dialog", { name: "New documentation project" });
  await create.getByLabel("Name").fill(projectName);
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText("This project is empty")).toBeVisible();
  await expect(page.getByText("Not started", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Start with a blank scaffold" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await expect(page.getByLabel("Version", { exact: true })).toHaveValue(/.+/);
  // The project's header follows: the project is no longer "Not started".
  await expect(page.getByText("Not started", { exact: true })).toHaveCount(0);

  // A new section, and a page in it.
  await page.getByRole("button", { name: "New section" }).click();
  const sectionDialog = page.getByRole("dialog", { name: "New section" });
  await sectionDialog.getByLabel("Title").fill("Guides");
  await sectionDialog.getByLabel("Icon").fill("rocket");
  await sectionDialog.getByRole("button", { name: "Create section" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pages of Guides" })).toBeVisible();
  // The section keeps its icon: its settings show it.
  await page.getByRole("button", { name: "Edit Guides" }).click();
  const editSection = page.getByRole("dialog", { name: "Edit Guides" });
  await expect(editSection.getByLabel("Icon")).toHaveValue("rocket");
  await editSection.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("No pages yet. Add a page to start writing.")).toBeVisible();
  // The empty section offers its first page itself.
  await page.getByRole("button", { name: "Add a page" }).click();
  const pageDialog = page.getByRole("dialog", { name: "New page" });
  await pageDialog.getByLabel("Title").fill("Install");
  await pageDialog.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Install" })).toBeVisible();

  // Edit the markdown; the preview renders it under the page's title, components included,
  // which behave as on the published site.
  await editorBox(page).fill(
    "# Install\n\nRun **the installer** and check the version:\n\n```bash\ndocs --version\n```\n\n> [!TIP]\n> Keep it current.\n\n" +
      "::::tabs\n:::tab macOS\nUse Homebrew.\n:::\n:::tab Windows\nUse winget.\n:::\n::::\n\n" +
      "It takes $O(n \\log n)$ steps.\n\n```mermaid\nflowchart LR\n  Download --> Install\n```\n",
  );
  await expect(preview(page).getByRole("heading", { level: 1, name: "Install" })).toBeVisible();
  await expect(preview(page).locator("strong")).toHaveText("the installer");
  await expect(preview(page).getByRole("note")).toContainText("Keep it current.");
  await preview(page).getByRole("tab", { name: "Windows" }).click();
  await expect(preview(page).getByRole("tabpanel", { name: "Windows" })).toContainText("Use winget.");
  await expect(preview(page).getByText("Use Homebrew.")).toBeHidden();
  // Math with KaTeX's fonts, and the diagram drawn.
  await expect(preview(page).locator(".katex")).toBeVisible();
  expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check("italic 1em KaTeX_Math")))).toBe(true);
  await expect(preview(page).locator(".diagram svg")).toContainText("Install");
  await expect(preview(page).locator("pre").getByRole("button", { name: "Copy code" })).toHaveCount(1);
  // Components from the Insert menu, by keyboard, land where the cursor is and keep the focus in the editor.
  await editorBox(page).press("Control+End");
  await page.getByRole("button", { name: "Insert" }).click();
  await page.getByRole("menuitem", { name: "Warning" }).press("Enter");
  await expect(editorBox(page)).toBeFocused();
  await expect(preview(page).locator(".callout-warning")).toContainText("What can go wrong");
  await page.getByRole("button", { name: "Insert" }).press("Enter");
  await page.getByRole("menuitem", { name: "Steps" }).click();
  await expect(preview(page).locator(".steps .step")).toHaveCount(2);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Upload an image from the editor: its reference lands in the page and the preview shows it.
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const insert = page.getByRole("dialog", { name: "Insert image" });
  await insert.getByLabel("Files to upload").setInputFiles({ name: "architecture.png", mimeType: "image/png", buffer: await drawPng(page) });
  await expect(insert).toBeHidden();
  await expect(editorBox(page)).toBeFocused();
  await expect(editorBox(page)).toContainText(/!\[architecture\]\(\/api\/v1\/documentation\/[\w-]+\/[\w-]+\/asset\/[\w-]+\/file\)/);
  const image = preview(page).getByRole("img", { name: "architecture" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /\/asset\/[\w-]+\/file$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(240);
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("editor-light.png") });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: testInfo.outputPath("editor-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });

  // The saved page keeps the reference after a reload.
  await reload(page);
  await expect(editorBox(page)).toContainText("![architecture](/api/v1/documentation/");
  await expect(preview(page).getByRole("img", { name: "architecture" })).toBeVisible();

  // Someone else saves meanwhile: saving offers to reload or overwrite.
  const selection = new URL(page.url()).searchParams;
  const imageSource = await preview(page).getByRole("img", { name: "architecture" }).getAttribute("src");
  const [, organization_id, documentation_id] = /^\/api\/v1\/documentation\/([\w-]+)\/([\w-]+)/.exec(imageSource!)!;
  const concurrent = await sessionClient(page).PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", {
    params: { path: { organization_id: organization_id!, documentation_id: documentation_id!, version_id: selection.get("version")!, section_id: selection.get("section")!, entry_id: selection.get("entry")! } },
    body: { content: "# Install\n\nRewritten by a colleague.\n" },
  });
  expect(concurrent.response.status).toBe(200);
  await editorBox(page).press("End");
  await editorBox(page).pressSequentially(" More.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = page.getByRole("dialog", { name: "Someone else changed this page" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // The project's variables are in the Insert menu, inserted within the line; the preview shows their values.
  const variables = await sessionClient(page).PUT("/api/v1/documentation/{organization_id}/{documentation_id}/config", {
    params: { path: { organization_id: organization_id!, documentation_id: documentation_id! } },
    body: { variables: { product: "Acme Cloud" } },
  });
  expect(variables.response.status).toBe(200);
  await reload(page);
  await editorBox(page).press("Control+End");
  await page.getByRole("button", { name: "Insert" }).click();
  await page.getByRole("menuitem", { name: "{{ product }}" }).click();
  await expect(editorBox(page)).toBeFocused();
  await expect(editorBox(page)).toContainText("{{ product }}");
  await expect(preview(page)).toContainText("Acme Cloud");
  // Another page, found by its words: a link to it, then its content, by the page's id.
  await editorBox(page).press("Control+End");
  await page.getByRole("button", { name: "Page", exact: true }).click();
  const pagePicker = page.getByRole("dialog", { name: "Insert a page" });
  await pagePicker.getByLabel("Find a page").fill("nothingmatchesthis");
  await expect(pagePicker.getByText("No page of this version matches “nothingmatchesthis”.")).toBeVisible();
  await pagePicker.getByLabel("Find a page").fill("welcome");
  await pagePicker.getByRole("list", { name: "Pages found" }).getByRole("button", { name: /Introduction/ }).click();
  await expect(pagePicker).toBeHidden();
  await expect(editorBox(page)).toContainText(/\[Introduction\]\(entry:[\w-]+\)/);
  await expect(editorBox(page)).toBeFocused();
  await page.keyboard.insertText("\n\n");
  await page.getByRole("button", { name: "Page", exact: true }).click();
  await pagePicker.getByRole("button", { name: "Include its content" }).click();
  await pagePicker.getByLabel("Find a page").fill("welcome");
  await expect(pagePicker.getByRole("list", { name: "Pages found" })).toBeVisible();
  await pagePicker.getByLabel("Find a page").press("Enter");
  await expect(editorBox(page)).toContainText(/<!--@include: entry:[\w-]+-->/);
  await expect(preview(page)).toContainText("Welcome to your new documentation.");
  await expect(preview(page).getByText("Nothing to include")).toHaveCount(0);
  // A link naming no page is flagged under the preview, before any publish.
  await page.keyboard.insertText("\n\nSee [the old guide](old-guide.md).");
  await expect(preview(page).getByRole("note").filter({ hasText: "no page of this version" })).toContainText("old-guide.md");
  await expect(preview(page).getByRole("link", { name: "the old guide" })).toHaveAttribute("title", "No page of this version has this address");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  // A link to a page opens it in the editor, and the address follows.
  const installAddress = page.url();
  await preview(page).getByRole("link", { name: "Introduction", exact: true }).click();
  await expect(preview(page).getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  await expect(page).not.toHaveURL(installAddress);
  await expect(editorBox(page)).toContainText("Welcome to your new documentation.");

  // The asset library lists the image with its markdown reference.
  await page.getByRole("navigation", { name: "Project" }).getByRole("link", { name: "Assets" }).click();
  const card = page.getByRole("list", { name: "Assets" }).getByRole("listitem").filter({ hasText: "architecture.png" });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^!\[architecture\]\(\/api\/v1\/documentation\//)).toBeVisible();
  await card.getByLabel("Alt text of architecture.png").fill("System architecture");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("![System architecture](/api/v1/documentation/", { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("assets-light.png"), fullPage: true });
  noPageErrors();
});

test("arrange content: keyboard reordering of sections and pages, dragging a page into a folder", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page);
  await createProject(page, `Ordering ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Start with a blank scaffold" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();

  // Sections: Space lifts the handle, arrows move, Space drops.
  const sections = page.getByRole("region", { name: "Sections" });
  await page.getByRole("button", { name: "New section" }).click();
  await page.getByRole("dialog", { name: "New section" }).getByLabel("Title").fill("Reference");
  await page.getByRole("dialog", { name: "New section" }).getByRole("button", { name: "Create section" }).click();
  const sectionTitles = sections.getByRole("button", { name: /^(Reference|Getting started)$/ });
  await expect(sectionTitles).toHaveText(["Getting started", "Reference"]);
  await sections.getByRole("button", { name: "Move Reference", exact: true }).focus();
  const sectionsReordered = page.waitForResponse((response) => response.url().endsWith("/section/reorder"));
  await moveWithKeyboard(page, "Reference", "Getting started");
  await expect(sectionTitles).toHaveText(["Reference", "Getting started"]);
  // The list shows the new order at once; the reload waits for it to be stored.
  await sectionsReordered;
  await reload(page);
  await expect(sectionTitles).toHaveText(["Reference", "Getting started"]);

  // Pages: a second page moved above the first with the keyboard.
  await sections.getByRole("button", { name: "Getting started", exact: true }).click();
  const pages = page.getByRole("region", { name: "Pages of Getting started" });
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByRole("dialog", { name: "New page" }).getByLabel("Title").fill("Configure");
  await page.getByRole("dialog", { name: "New page" }).getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Configure" })).toBeVisible();
  await page.getByRole("button", { name: "New folder" }).click();
  await page.getByRole("dialog", { name: "New folder" }).getByLabel("Title").fill("Guides");
  await page.getByRole("dialog", { name: "New folder" }).getByRole("button", { name: "Create folder" }).click();
  const entryTitles = pages.getByRole("button", { name: /^(Introduction|Configure|Guides)$/ });
  await expect(entryTitles).toHaveText(["Introduction", "Configure", "Guides"]);
  // The reorder's answer is held until the page has been saved: the save is sent after the
  // reorder changed the open page's revision (not its content) and needs no conflict resolution.
  let reorderWasApplied!: () => void;
  let releaseReorder!: () => void;
  const reorderApplied = new Promise<void>((resolve) => (reorderWasApplied = resolve));
  const reorderReleased = new Promise<void>((resolve) => (releaseReorder = resolve));
  await page.route("**/entry/reorder", async (route) => {
    const response = await route.fetch();
    reorderWasApplied();
    await reorderReleased;
    await route.fulfill({ response });
  });
  await pages.getByRole("button", { name: "Move Configure", exact: true }).focus();
  await moveWithKeyboard(page, "Configure", "Introduction");
  await expect(entryTitles).toHaveText(["Configure", "Introduction", "Guides"]);
  await reorderApplied;
  await editorBox(page).fill("# Configure\n\nSettings.\n");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Someone else changed this page" })).toHaveCount(0);
  releaseReorder();
  await page.unrouteAll({ behavior: "wait" });
  await expect(entryTitles).toHaveText(["Configure", "Introduction", "Guides"]);

  // Dragging with the mouse onto the empty folder moves the page into it.
  const handle = pages.getByRole("button", { name: "Move Introduction", exact: true });
  const target = pages.getByText("Empty folder");
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(from.x + from.width / 2 + ((to.x + 20 - from.x) * step) / 10, from.y + from.height / 2 + ((to.y + to.height / 2 - from.y - from.height / 2) * step) / 10);
  }
  await page.mouse.up();
  const folder = pages.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Collapse Guides" }) });
  await expect(folder.getByRole("button", { name: "Introduction", exact: true })).toBeVisible();
  await expect(entryTitles).toHaveText(["Configure", "Guides", "Introduction"]);

  // A page's settings: a sidebar title, a description, tags, and hiding it, which the tree shows struck through.
  await pages.getByRole("button", { name: "Settings of Configure" }).click();
  const settings = page.getByRole("dialog", { name: "Settings of Configure" });
  await settings.getByLabel("Sidebar title").fill("Config");
  await settings.getByLabel("Icon").fill("settings");
  await settings.getByLabel("Description").fill("Every option, with its default.");
  await settings.getByLabel("Tags", { exact: true }).fill("reference, cli, reference");
  await settings.getByLabel("Hidden from the navigation").check();
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await expect(pages.getByRole("button", { name: "Configure", exact: true }).locator("span")).toHaveClass(/line-through/);
  await pages.getByRole("button", { name: "Settings of Configure" }).click();
  await expect(settings.getByLabel("Sidebar title")).toHaveValue("Config");
  await expect(settings.getByLabel("Icon")).toHaveValue("settings");
  await expect(settings.getByLabel("Description")).toHaveValue("Every option, with its default.");
  await expect(settings.getByLabel("Tags", { exact: true })).toHaveValue("reference, cli");
  await expect(settings.getByLabel("Hidden from the navigation")).toBeChecked();
  await settings.getByRole("button", { name: "Cancel" }).click();
  await expect(settings).toBeHidden();
  // Another page's settings offer the version's tags, so pages share one spelling.
  await pages.getByRole("button", { name: "Settings of Introduction" }).click();
  const introduction = page.getByRole("dialog", { name: "Settings of Introduction" });
  const offered = introduction.getByRole("group", { name: "Tags used in this version" });
  await offered.getByRole("button", { name: "cli" }).click();
  await expect(introduction.getByLabel("Tags", { exact: true })).toHaveValue("cli");
  await expect(offered.getByRole("button", { name: "cli" })).toHaveCount(0);
  await expect(offered.getByRole("button", { name: "reference" })).toBeVisible();
  await introduction.getByRole("button", { name: "Cancel" }).click();
  await expect(introduction).toBeHidden();

  // The project list, in dark mode, with an uninitialized project offering the blank scaffold.
  await page.emulateMedia({ colorScheme: "dark" });
  await createProject(page, `Empty ${Date.now().toString(36)}`);
  await expect(page.getByText("This project is empty")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("empty-project-dark.png") });
  await open(page, "/dashboard/demo/documentation");
  await expect(page.getByRole("button", { name: /^Start Empty .* with a blank scaffold$/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("projects-dark.png") });
  noPageErrors();
});
