import { projectPageLayout } from "../../_components/require-documentation";

export default projectPageLayout("documentation.backup");
