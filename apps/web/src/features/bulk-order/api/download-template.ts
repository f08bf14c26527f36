import { BULK_TEMPLATE_FILE_NAME } from '@rider-portal/domain/constants';
import { downloadFile, saveBlob } from '../../../shared/api/download';

/** GET /bulk-job/example-file, saved as Template.xlsx, its instructions in the user's language. */
export async function downloadBulkTemplate(vendorId: string, language: string): Promise<void> {
  const answer = await downloadFile('/bulk-job/example-file', {
    query: { vendor_id: vendorId, language },
    fallbackName: BULK_TEMPLATE_FILE_NAME,
  });
  if (answer.kind !== 'file') throw new Error('no template');
  saveBlob(answer.blob, BULK_TEMPLATE_FILE_NAME);
}
