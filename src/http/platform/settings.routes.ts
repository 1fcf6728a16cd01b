import type { App } from '../common/types.js';
import { PlatformErrorBody } from '../common/schemas.js';
import { SETTINGS_BODY_LIMIT, SettingsBody, SettingsPatchBody } from '../common/settings.schemas.js';
import { notFound } from '../../shared/errors.js';

export default async function settingsRoutes(app: App) {
  const { settings } = app.services;
  const tags = ['platform: settings'];

  app.get('/settings', { schema: { tags, summary: 'The saved settings; 404 until first saved', response: { 200: SettingsBody, 404: PlatformErrorBody } } }, async () => {
    const saved = await settings.stored();
    if (!saved) throw notFound('Settings');
    return saved;
  });

  app.put('/settings', { bodyLimit: SETTINGS_BODY_LIMIT, schema: { tags, summary: 'Create or update; every field optional; answers the full settings', body: SettingsPatchBody, response: { 200: SettingsBody } } }, (request) =>
    settings.update(request.body),
  );
}
