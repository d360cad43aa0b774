import { z } from "zod";

const Id = z.string().min(1).max(100);

export const PublishParams = z.object({ documentation_id: Id });
