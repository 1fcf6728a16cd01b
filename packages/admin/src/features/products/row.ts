import type { Answer } from '../../api';

/** A row of the products list, as the list and the bulk edit know it. */
export type ProductRow = Answer<'/api2/admin/products/search'>['products'][number];
