import { assertUnchanged, type Expected } from '../../shared/fingerprint.js';
import type { Db } from '../../db/open.js';
import { record } from '../audit/audit.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { RawBuilder } from 'kysely';
import { documentMember, mergeDocument, readDocument, readDocumentMember } from '../../db/json-document.js';
import { keptUntilChanged } from '../../db/data-versions.js';
import type { Clock } from '../../shared/clock.js';
import type { Config } from '../../config.js';
import { invalid } from '../../shared/errors.js';

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The shop settings. Every field has a default; the stored document holds what an operator saved. */
export interface Settings {
  shopName: string;
  contactEmail: string | null;
  /** The shop's VAT ID or tax number: §14 (4) no. 2 UStG wants one of them on every invoice. */
  shopTaxId: string | null;
  /** The seller's postal address as printed on invoices (§14 (4) no. 1 UStG), one line per line. */
  shopAddress: string | null;
  currency: string;
  /** Default webhook target; overrides WEBHOOK_DEFAULT_URL when set. */
  webhookUrl: string | null;
  /** Holds every webhook delivery; events keep being recorded and go out in order once it is false again. */
  webhooksPaused: boolean;
  lowStockThreshold: number;
  imageMaxBytes: number;
  /** Width × height (× frames) an upload may have: decoding needs about 4 bytes a pixel. */
  imageMaxPixels: number;
  imageFormats: ImageFormat[];
  /** Change-log entries older than this many days are pruned; 0 keeps them forever. */
  auditRetentionDays: number;
  /** Delivered and failed webhook records are pruned this many days after their last attempt; 0 keeps them. */
  webhookRetentionDays: number;
}

export const DEFAULT_SETTINGS: Settings = {
  shopName: 'Shop',
  contactEmail: null,
  shopTaxId: null,
  shopAddress: null,
  currency: 'EUR',
  webhookUrl: null,
  webhooksPaused: false,
  lowStockThreshold: 5,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  imageFormats: ['jpeg', 'png', 'webp', 'gif'],
  auditRetentionDays: 365,
  webhookRetentionDays: 30,
};

export type SettingsPatch = Partial<Settings>;

/** Lines trimmed, blank lines dropped; nothing left is none. */
function addressOf(value: string | null): string | null {
  const lines = (value ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

/** checkWebhookUrl: the SSRF guard of the webhooks module, injected so this module does not depend on it. */
export interface SettingsDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  config: Pick<Config, 'webhookDefaultUrl'>;
  checkWebhookUrl?: (url: string) => Promise<void>;
}

const keptSettings = keptUntilChanged<Settings | null>('config', 1);

export function createSettingsService({ db, dialect, clock, config, checkWebhookUrl }: SettingsDeps) {
  /**
   * Read again only after a change of the settings (the `config` counter, migration 0170): checkouts read them.
   * `asOf`: keptUntilChanged's.
   */
  async function stored(asOf?: number): Promise<Settings | null> {
    const kept = await keptSettings(
      db,
      'settings',
      async () => {
        const saved = await readDocument<Settings>(db, 'settings');
        return saved ? { ...DEFAULT_SETTINGS, ...saved } : null;
      },
      asOf,
    );
    // A copy: a caller that changes its settings object must not change what the next caller gets.
    return kept && { ...kept };
  }

  return {
    /** The saved settings, or null while nobody has saved any (the platform answers 404 then). */
    stored: () => stored(),

    /** What the service works with: the saved settings or the defaults (`asOf`: keptUntilChanged's). */
    effective: async (asOf?: number): Promise<Settings> => (await stored(asOf)) ?? { ...DEFAULT_SETTINGS },

    /** Creates or updates; fields left out keep their value. With `expected`, only while the settings are one of those states. */
    async update(patch: SettingsPatch, expected?: Expected): Promise<Settings> {
      if (patch.imageFormats?.some((f) => !(IMAGE_FORMATS as readonly string[]).includes(f))) {
        throw invalid(`imageFormats may contain ${IMAGE_FORMATS.join(', ')}`);
      }
      if (patch.webhookUrl && !/^https:\/\//i.test(patch.webhookUrl))
        throw invalid('webhookUrl must be an https:// URL');
      if (patch.webhookUrl) await checkWebhookUrl?.(patch.webhookUrl);
      return mergeDocument(
        db,
        dialect,
        'settings',
        DEFAULT_SETTINGS,
        {
          ...patch,
          ...(patch.webhookUrl === '' ? { webhookUrl: null } : {}),
          // Stored as typed but trimmed; blank is none.
          ...(patch.shopTaxId !== undefined ? { shopTaxId: patch.shopTaxId?.trim() || null } : {}),
          ...(patch.shopAddress !== undefined ? { shopAddress: addressOf(patch.shopAddress) } : {}),
        },
        clock.now().toISOString(),
        (trx, before, after) =>
          record(trx, { entityType: 'settings', entityId: 'shop', action: 'update', before, after }),
        (before) => assertUnchanged(expected, before, 'The settings'),
      );
    },

    /**
     * The default webhook target: the settings' `webhookUrl`, else WEBHOOK_DEFAULT_URL (an empty string would silence
     * every event, so a blank one counts as none). Read for the admin's manual queueing.
     */
    webhookTarget: (): Promise<string | null> =>
      readDocumentMember<Settings>(db, dialect, 'settings', 'webhookUrl', config.webhookDefaultUrl),

    /** webhookTarget as an SQL expression: the outbox stores it with the event in one statement. */
    webhookTargetSql: (): RawBuilder<string | null> =>
      documentMember<Settings>(dialect, 'settings', 'webhookUrl', config.webhookDefaultUrl),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
