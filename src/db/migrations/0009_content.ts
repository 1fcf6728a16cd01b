import type { Kysely } from 'kysely';
import { bool, id, json, stamps, ts } from './columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .$call(id(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .$call(ts(db, 'published_at'))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('blog_posts_status_id').on('blog_posts').columns(['status', 'id']).execute();

  // Page ids are strings (spec): a readable id made from the title at creation, never changed.
  await db.schema
    .createTable('pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('pages_status').on('pages').columns(['status', 'id']).execute();

  await db.schema
    .createTable('page_sections')
    .$call(id(db))
    .addColumn('page_id', 'text', (c) => c.notNull().references('pages.id').onDelete('restrict'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', json, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('page_sections_page_id').on('page_sections').columns(['page_id', 'sort_order']).execute();

  // The shop-wide SEO document: a single row (id 1), absent until first saved.
  await db.schema
    .createTable('seo_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', json, (c) => c.notNull())
    .$call(ts(db, 'updated_at', (c) => c.notNull()))
    .execute();

  await db.schema
    .createTable('seo_rules')
    .$call(id(db))
    .addColumn('rule_name', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('title_template', 'text')
    .addColumn('description_template', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('seo_rules_is_active').on('seo_rules').columns(['is_active', 'id']).execute();

  await db.schema
    .createTable('redirects')
    .$call(id(db))
    .addColumn('source', 'text', (c) => c.notNull().unique())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull().defaultTo(301))
    .addColumn('enabled', bool, (c) => c.notNull().defaultTo(1))
    .$call(stamps(db))
    .execute();

  await db.schema
    .createTable('translations')
    .$call(id(db))
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('data', json, (c) => c.notNull())
    .$call(stamps(db))
    .addUniqueConstraint('translations_entity_language', ['entity_type', 'entity_id', 'language_code'])
    .execute();
  await db.schema
    .createIndex('translations_type_language')
    .on('translations')
    .columns(['entity_type', 'language_code', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['translations', 'redirects', 'seo_rules', 'seo_settings', 'page_sections', 'pages', 'blog_posts']) {
    await db.schema.dropTable(t).execute();
  }
}
