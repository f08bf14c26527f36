import { BULK_FAILED_ROWS_FILE_NAME } from '@rider-portal/domain/constants';
import { downloadFile, saveBlob } from '../../../shared/api/download';

/** GET /bulk-job/failed-rows (issue 22): the rows with errors, the errors in the user's language. */
export async function downloadFailedRows(
  vendorId: string,
  jobId: string,
  language: string,
): Promise<void> {
  const path = `/bulk-job/failed-rows/${encodeURIComponent(vendorId)}/${encodeURIComponent(jobId)}`;
  const answer = await downloadFile(path, {
    query: { language },
    fallbackName: BULK_FAILED_ROWS_FILE_NAME,
  });
  if (answer.kind !== 'file') throw new Error('no failed rows file');
  saveBlob(answer.blob, BULK_FAILED_ROWS_FILE_NAME);
}
