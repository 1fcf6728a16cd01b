import type { App } from '../common/types.js';
import { SETTINGS_BODY_LIMIT, SettingsBody, SettingsPatchBody } from '../common/settings.schemas.js';
import { fingerprint } from '../../shared/fingerprint.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';

export default async function settingsRoutes(app: App) {
  const { settings } = app.services;
  const tags = ['admin: settings'];

  const current = async () => {
    const effective = await settings.effective();
    return { ...effective, fingerprint: fingerprint(effective) };
  };

  app.get(
    '/settings',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'The shop settings (defaults until first saved); the ETag is what If-Match compares',
        response: { 200: SettingsBody },
      },
    },
    async (_request, reply) => tagged(reply, await current()),
  );

  app.put(
    '/settings',
    {
      config: { permission: 'settings.write' },
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Fields left out keep their value. With If-Match, only while the settings are as read (412 with the current settings otherwise)',
        headers: IfMatchHeaders,
        body: SettingsPatchBody,
        response: { 200: SettingsBody, 412: Stale('coded', SettingsBody) },
      },
    },
    async (request, reply) => {
      const saved = await unlessChanged(reply, () => settings.update(request.body, expectedOf(request)), current);
      return tagged(reply, { ...saved, fingerprint: fingerprint(saved) });
    },
  );
}
