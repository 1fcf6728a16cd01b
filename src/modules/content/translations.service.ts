import type { Db } from '../../db/open.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { record } from '../audit/audit.js';
import * as repo from './content.repository.js';

export interface Translation {
  id: number;
  entityType: string;
  /** Text, because page ids are strings; numeric ids come back as their decimal text. */
  entityId: string;
  languageCode: string;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export interface TranslationInput {
  entityType: string;
  entityId: string | number;
  languageCode: string;
  data: Record<string, unknown>;
}

const toTranslation = (row: Row<'translations'>): Translation => ({
  ...row,
  data: JSON.parse(row.data) as Record<string, unknown>,
});

export function createTranslationsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(
      filter: { entityType?: string; entityId?: string; languageCode?: string },
      page: PageRequest,
    ): Promise<Page<Translation>> {
      const result = await repo.findTranslations(db, filter, page);
      return { ...result, items: result.items.map(toTranslation) };
    },

    /** One row per entity and language: posting again replaces its data. Says whether it was created. */
    async upsert(input: TranslationInput): Promise<{ translation: Translation; created: boolean }> {
      const now = clock.now().toISOString();
      const data = JSON.stringify(input.data);
      const key = { entityType: input.entityType, entityId: String(input.entityId), languageCode: input.languageCode };
      return db.transaction().execute(async (trx) => {
        const before = await repo.findTranslationOf(trx, key);
        const row = await repo.upsertTranslation(trx, { ...key, data, createdAt: now, updatedAt: now });
        const created = row.createdAt === now;
        // data is logged as an object, not as its JSON text.
        await record(trx, {
          entityType: 'translation',
          entityId: row.id,
          action: created ? 'create' : 'update',
          before: before && toTranslation(before),
          after: toTranslation(row),
        });
        return { translation: toTranslation(row), created };
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.deleteTranslation(trx, id);
        if (!before) throw notFound('Translation');
        await record(trx, { entityType: 'translation', entityId: id, action: 'delete', before: toTranslation(before) });
      });
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
