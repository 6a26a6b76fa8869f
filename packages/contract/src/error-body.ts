import { z } from 'zod';

// The error body of api.md (its titles and messages are in errors.ts).
export const errorBodySchema = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
