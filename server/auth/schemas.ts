import { z } from "zod";

// Input schemas of the account forms, shared by the browser (inline field errors) and the server.

export const emailSchema = z.email("Enter a valid email address").trim().toLowerCase().max(254);

export const passwordSchema = z.string().min(10, "Use at least 10 characters").max(200, "Use at most 200 characters");

export const signUpInput = z.object({
  name: z.string().trim().min(1, "Enter your name").max(100),
  email: emailSchema,
  password: passwordSchema,
  workspaceName: z.string().trim().min(1, "Name your workspace").max(100),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password").max(200),
});

export const magicLinkInput = z.object({ email: emailSchema });

export const roleSchema = z.enum(["owner", "admin", "member"]);
export type Role = z.infer<typeof roleSchema>;

export const inviteInput = z.object({
  email: emailSchema,
  role: roleSchema.exclude(["owner"]).default("member"),
});
export type InviteInput = z.infer<typeof inviteInput>;
