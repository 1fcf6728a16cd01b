import type { App } from '../common/types.js';
import { SETTINGS_BODY_LIMIT, SettingsBody, SettingsPatchBody } from '../common/settings.schemas.js';

export default async function settingsRoutes(app: App) {
  const { settings } = app.services;
  const tags = ['admin: settings'];

  app.get('/settings', { config: { permission: 'settings.read' }, schema: { tags, summary: 'The shop settings (defaults until first saved)', response: { 200: SettingsBody } } }, () => settings.effective());

  app.put('/settings', { config: { permission: 'settings.write' }, bodyLimit: SETTINGS_BODY_LIMIT, schema: { tags, body: SettingsPatchBody, response: { 200: SettingsBody } } }, (request) =>
    settings.update(request.body),
  );
}
