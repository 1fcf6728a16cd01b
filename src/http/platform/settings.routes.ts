import type { App } from '../common/types.js';
import { PlatformErrorBody } from '../common/schemas.js';
import { SETTINGS_BODY_LIMIT, SettingsBody, SettingsPatchBody } from '../common/settings.schemas.js';
import { notFound } from '../../shared/errors.js';
import { fingerprint } from '../../shared/fingerprint.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';

export default async function settingsRoutes(app: App) {
  const { settings } = app.services;
  const tags = ['platform: settings'];

  const current = async () => {
    const saved = await settings.stored();
    if (!saved) throw notFound('Settings');
    return { ...saved, fingerprint: fingerprint(saved) };
  };

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The saved settings; 404 until first saved; the ETag is what If-Match compares',
        response: { 200: SettingsBody, 404: PlatformErrorBody },
      },
    },
    async (_request, reply) => tagged(reply, await current()),
  );

  app.put(
    '/settings',
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Create or update; every field optional; answers the full settings. With If-Match, only while the settings are as read (412 with the current settings otherwise)',
        headers: IfMatchHeaders,
        body: SettingsPatchBody,
        response: { 200: SettingsBody, 412: Stale('platform', SettingsBody) },
      },
    },
    async (request, reply) => {
      const saved = await unlessChanged(reply, () => settings.update(request.body, expectedOf(request)), current);
      return tagged(reply, { ...saved, fingerprint: fingerprint(saved) });
    },
  );
}
