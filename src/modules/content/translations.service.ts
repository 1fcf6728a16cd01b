import type { Db } from '../../db/open.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
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

const toTranslation = (row: Row<'translations'>): Translation => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> });

export function createTranslationsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(filter: { entityType?: string; languageCode?: string }, page: PageRequest): Promise<Page<Translation>> {
      const result = await repo.findTranslations(db, filter, page);
      return { ...result, items: result.items.map(toTranslation) };
    },

    /** One row per entity and language: posting again replaces its data. Says whether it was created. */
    async upsert(input: TranslationInput): Promise<{ translation: Translation; created: boolean }> {
      const now = clock.now().toISOString();
      const data = JSON.stringify(input.data);
      const row = await repo.upsertTranslation(db, { entityType: input.entityType, entityId: String(input.entityId), languageCode: input.languageCode, data, createdAt: now, updatedAt: now });
      return { translation: toTranslation(row), created: row.createdAt === now };
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteTranslation(db, id))) throw notFound('Translation');
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
