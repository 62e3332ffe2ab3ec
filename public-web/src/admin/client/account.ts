/**
 * The signed-in person's calls: signing in and out, their account, two-factor, sessions and
 * preferences, and the public password links.
 */
import {
  recoveryCodesSchema,
  sessionsResponseSchema,
  twoFactorSetupSchema,
  type AdminUser,
  type Preferences,
  preferencesResponseSchema,
  type NotificationSettings,
  type NotificationSettingsBody,
  notificationSettingsResponseSchema,
  meSchema,
  signedInSchema,
} from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import type { Language } from '@vb/shared/options';
import type { Transport } from './transport';

export function accountCalls({ send, json, host }: Transport) {
  return {
    /** The signed-in admin, or null when there is no live session. */
    async me(): Promise<AdminUser | null> {
      try {
        return (await json('GET', '/api/auth/me', meSchema)).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    /** Signs in; `otp` is the second factor of an account with two-factor sign-in on. */
    async signIn(email: string, password: string, otp?: string): Promise<AdminUser> {
      const credentials = { email, password, ...(otp ? { otp } : {}) };
      if (host.session.kind === 'relay') {
        // The relay keeps the token this answers and passes on the rest: the person.
        return (await json('POST', '/api/auth/token', signedInSchema, credentials)).user;
      }
      return (await json('POST', '/api/auth/login', signedInSchema, credentials)).user;
    },
    /** The signed-in person and whether they must set up two-factor sign-in before anything else. */
    async account() {
      return json('GET', '/api/auth/me', meSchema);
    },
    /** The person's own live sessions (web sign-ins and desktop tokens). */
    async sessions() {
      return (await json('GET', '/api/auth/sessions', sessionsResponseSchema)).sessions;
    },
    async endSession(sessionId: string): Promise<void> {
      await send('DELETE', `/api/auth/sessions/${encodeURIComponent(sessionId)}`);
    },
    /** A person's live sessions (owners). */
    async sessionsOf(userId: number) {
      return (await json('GET', `/api/admin/users/${userId}/sessions`, sessionsResponseSchema))
        .sessions;
    },
    /** Ends one of a person's sessions or tokens (owners). */
    async endSessionOf(userId: number, sessionId: string): Promise<void> {
      await send('DELETE', `/api/admin/users/${userId}/sessions/${encodeURIComponent(sessionId)}`);
    },
    /** Starts setting up two-factor sign-in: a new secret for an authenticator app. */
    async startTwoFactor() {
      return json('POST', '/api/auth/2fa', twoFactorSetupSchema);
    },
    /** A code from the app turns two-factor sign-in on; answers the ten recovery codes. */
    async confirmTwoFactor(otp: string) {
      return (await json('POST', '/api/auth/2fa/confirm', recoveryCodesSchema, { otp }))
        .recoveryCodes;
    },
    async disableTwoFactor(password: string, otp: string): Promise<void> {
      await send('DELETE', '/api/auth/2fa', { password, otp });
    },
    async signOut(): Promise<void> {
      try {
        await send('POST', '/api/auth/logout');
      } finally {
        if (host.session.kind === 'relay') await host.session.signOut();
      }
    },
    /** The signed-in person's password typed again: the session counts as just signed in. */
    async reauthenticate(password: string): Promise<void> {
      await send('POST', '/api/auth/reauthenticate', { password });
    },
    /** Changes the signed-in admin's password; the server ends every other session and token. */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      await send('POST', '/api/auth/password', { currentPassword, newPassword });
    },
    /** The signed-in person's admin preferences (layouts, columns, page sizes, saved views). */
    async preferences(): Promise<Preferences> {
      return (await json('GET', '/api/admin/account/preferences', preferencesResponseSchema))
        .preferences;
    },
    /** Replaces the signed-in person's admin preferences; answers what the server kept. */
    async savePreferences(preferences: Preferences): Promise<Preferences> {
      return (
        await json('PUT', '/api/admin/account/preferences', preferencesResponseSchema, preferences)
      ).preferences;
    },
    /** How the signed-in person hears of new submissions. */
    async notificationSettings(): Promise<NotificationSettings> {
      return (
        await json('GET', '/api/admin/account/notifications', notificationSettingsResponseSchema)
      ).notifications;
    },
    /** Changes some of those choices; answers what the server keeps. */
    async saveNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
      return (
        await json(
          'PUT',
          '/api/admin/account/notifications',
          notificationSettingsResponseSchema,
          body,
        )
      ).notifications;
    },
    /** Asks for a password reset link by e-mail (public; answers the same whether or not the
     * account exists). */
    async requestPasswordReset(email: string, language: Language): Promise<void> {
      await send('POST', '/api/auth/password-reset', { email, language });
    },
    /** Sets a new password with a reset link's token (public: the token is the proof). */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      await send('POST', '/api/auth/password-reset/confirm', { token, password });
    },
    /** Sets the password of an invited person (public: the token is the proof). */
    async acceptInvitation(token: string, password: string): Promise<void> {
      await send('POST', '/api/auth/invitation', { token, password });
    },
  };
}
