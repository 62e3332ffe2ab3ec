/** The people of the admin (issue 13): staff accounts, their roles, invitations. */
import { z } from 'zod';
import { roleSchema } from './misc';
import { LIMITS, emailSchema } from './common';

const rolesField = z
  .array(roleSchema)
  .min(1, 'Choose at least one role')
  .max(4)
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once');

const nameField = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(LIMITS.name, `At most ${LIMITS.name} characters`);

/** A new password: long enough (the API also refuses common passwords). */
export const newPasswordField = z
  .string()
  .min(LIMITS.passwordMin, `At least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.password);

/** POST /api/admin/users: invites a person. */
export const userCreateSchema = z.strictObject({
  email: emailSchema,
  name: nameField,
  roles: rolesField,
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** PUT /api/admin/users/:id: any of the name, the roles, disabled. */
export const userUpdateSchema = z
  .strictObject({
    name: nameField.optional(),
    roles: rolesField.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** A staff account as the people screen shows it. */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  /** Invited, and no password chosen yet. */
  invited: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const usersResponseSchema = z.object({ users: z.array(staffMemberSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** An invitation link: handed over by the owner, and e-mailed when e-mail is set up. */
export const invitationSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const userCreatedSchema = z.object({
  user: staffMemberSchema,
  invitation: invitationSchema,
});
export type UserCreated = z.infer<typeof userCreatedSchema>;

/** POST /api/auth/invitation: the invited person chooses a password. */
export const invitationAcceptSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordField,
});
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;
