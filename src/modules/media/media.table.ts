import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface MediaTable {
  id: Generated<number>;
  fileName: string;
  originalName: string;
  storageKey: string;
  thumbnailKey: string | null;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  title: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Objects of deleted media rows waiting to be removed from storage (0060). */
export interface MediaDeletionsTable {
  id: Generated<number>;
  storageKey: string;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  createdAt: Timestamp;
}

export interface ProductImagesTable {
  id: Generated<number>;
  productId: number;
  mediaId: number;
  alt: Generated<string>;
  sortOrder: Generated<number>;
  createdAt: Timestamp;
}

export interface MediaTables {
  media: MediaTable;
  mediaDeletions: MediaDeletionsTable;
  productImages: ProductImagesTable;
}
