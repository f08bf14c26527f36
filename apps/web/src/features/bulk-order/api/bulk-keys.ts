/** Query keys of the bulk screens: the job history of a vendor, and one job. */
export const bulkKeys = {
  all: ['bulk-jobs'] as const,
  history: (vendorId: string) => ['bulk-jobs', vendorId, 'history'] as const,
  job: (vendorId: string, jobId: string, isIncludingRows: boolean) =>
    ['bulk-jobs', vendorId, 'job', jobId, isIncludingRows ? 'rows' : 'summary'] as const,
};
