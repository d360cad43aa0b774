import { projectPageLayout } from "../../_components/require-documentation";

export default projectPageLayout("git.read");
