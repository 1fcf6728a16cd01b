import type { IntlShape } from 'react-intl';
import { client } from '../api';
import { errorText } from './notice';

/**
 * Uploads files one after another through the typed client, reporting after each (failures in the staff's language): progress counts files (fetch
 * reports no upload progress). The OpenAPI document does not describe multipart bodies, so the form goes as it is.
 */
export async function uploadEach(
  files: File[],
  send: (form: FormData) => Promise<unknown>,
  fields: Record<string, string>,
  onProgress: (done: number) => void,
  intl: IntlShape,
): Promise<string[]> {
  const failed: string[] = [];
  for (const [i, file] of files.entries()) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    try {
      await send(form);
    } catch (e) {
      failed.push(`${file.name}: ${errorText(intl, e)}`);
    }
    onProgress(i + 1);
  }
  return failed;
}

export const multipart = { bodySerializer: (body: unknown) => body as FormData };
export const uploadMedia = (form: FormData) => client.POST('/api2/admin/media', { body: form as never, ...multipart });
