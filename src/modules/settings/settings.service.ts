import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import type { Config } from '../../config.js';
import { invalid } from '../../shared/errors.js';

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The shop settings. Every field has a default; the stored document holds what an operator saved. */
export interface Settings {
  shopName: string;
  contactEmail: string | null;
  currency: string;
  /** Default webhook target; overrides WEBHOOK_DEFAULT_URL when set. */
  webhookUrl: string | null;
  lowStockThreshold: number;
  imageMaxBytes: number;
  imageFormats: ImageFormat[];
}

export const DEFAULT_SETTINGS: Settings = {
  shopName: 'Shop',
  contactEmail: null,
  currency: 'EUR',
  webhookUrl: null,
  lowStockThreshold: 5,
  imageMaxBytes: 10 * 1024 * 1024,
  imageFormats: ['jpeg', 'png', 'webp', 'gif'],
};

export type SettingsPatch = Partial<Settings>;

function parse(data: string): Settings {
  return { ...DEFAULT_SETTINGS, ...(JSON.parse(data) as Partial<Settings>) };
}

/** checkWebhookUrl: the SSRF guard of the webhooks module, injected so this module does not depend on it. */
export function createSettingsService({ db, clock, config, checkWebhookUrl }: { db: Db; clock: Clock; config: Pick<Config, 'webhookDefaultUrl'>; checkWebhookUrl?: (url: string) => Promise<void> }) {
  async function stored(): Promise<Settings | null> {
    const row = await db.selectFrom('settings').select('data').where('id', '=', 1).executeTakeFirst();
    return row ? parse(row.data) : null;
  }

  return {
    /** The saved settings, or null while nobody has saved any (the platform answers 404 then). */
    stored,

    /** What the service works with: the saved settings or the defaults. */
    effective: async (): Promise<Settings> => (await stored()) ?? { ...DEFAULT_SETTINGS },

    /** Creates or updates; fields left out keep their value. */
    async update(patch: SettingsPatch): Promise<Settings> {
      if (patch.imageFormats?.some((f) => !(IMAGE_FORMATS as readonly string[]).includes(f))) {
        throw invalid(`imageFormats may contain ${IMAGE_FORMATS.join(', ')}`);
      }
      if (patch.webhookUrl && !patch.webhookUrl.startsWith('https://')) throw invalid('webhookUrl must be an https:// URL');
      if (patch.webhookUrl) await checkWebhookUrl?.(patch.webhookUrl);
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('settings').select('data').where('id', '=', 1).executeTakeFirst();
        const next: Settings = { ...(row ? parse(row.data) : DEFAULT_SETTINGS), ...patch };
        const data = JSON.stringify(next);
        const updatedAt = clock.now().toISOString();
        await trx
          .insertInto('settings')
          .values({ id: 1, data, updatedAt })
          .onConflict((oc) => oc.column('id').doUpdateSet({ data, updatedAt }))
          .execute();
        return next;
      });
    },

    /** The default webhook target: settings first, then WEBHOOK_DEFAULT_URL. */
    async webhookTarget(executor: Db = db): Promise<string | null> {
      const row = await executor.selectFrom('settings').select('data').where('id', '=', 1).executeTakeFirst();
      return (row ? parse(row.data).webhookUrl : null) ?? config.webhookDefaultUrl;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
