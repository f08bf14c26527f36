import { useEffect, useReducer, useRef, useState } from 'react';
import { Button, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BULK_PLACEABLE_STATUSES } from '@rider-portal/domain/bulk';
import type { TBulkFlowStep } from '@rider-portal/domain/bulk';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { bulkKeys } from '../api/bulk-keys';
import { useFollowedJob } from '../api/get-bulk-job';
import { uploadBulkFile } from '../api/upload-bulk-file';
import { jobErrorText } from '../hooks/problem-text';
import { bulkErrorKey, showBulkNotice } from '../hooks/bulk-notice';
import { usePlacement } from '../hooks/use-placement';
import { ConfirmPlaceDialog } from './confirm-place-dialog';
import { DonePanel } from './done-panel';
import { DuplicateFileDialog, earlierUploadOf } from './duplicate-file-dialog';
import type { TEarlierUpload } from './duplicate-file-dialog';
import { FileStep } from './file-step';
import { JobReview } from './job-review';
import { ProgressPanel } from './progress-panel';

type TFlow = {
  step: TBulkFlowStep;
  fileName: string;
  loaded: number;
  total: number | null;
  jobId: string | null;
};

type TAction =
  | { type: 'upload'; fileName: string }
  | { type: 'progress'; loaded: number; total: number | null }
  | { type: 'uploaded'; jobId: string }
  | { type: 'confirm' }
  | { type: 'review' }
  | { type: 'place' }
  | { type: 'reset' };

const START: TFlow = { step: 'ASK_FOR_FILE', fileName: '', loaded: 0, total: null, jobId: null };

/** 001 §4 "Bulk order flow": file, uploading, results, confirmation, placing; back to the file on failure or cancel. */
function reduce(flow: TFlow, action: TAction): TFlow {
  switch (action.type) {
    case 'upload':
      return { ...START, step: 'UPLOADING', fileName: action.fileName };
    case 'progress':
      return flow.step === 'UPLOADING'
        ? { ...flow, loaded: action.loaded, total: action.total }
        : flow;
    case 'uploaded':
      return { ...flow, step: 'SHOW_PREPROCESS_RESULTS', jobId: action.jobId };
    case 'confirm':
      return { ...flow, step: 'WAIT_FOR_CONFIRMATION' };
    case 'review':
      return { ...flow, step: 'SHOW_PREPROCESS_RESULTS' };
    case 'place':
      return { ...flow, step: 'PLACE_ORDERS' };
    case 'reset':
      return START;
  }
}

const STEP_LABELS = [
  'bulk.step.file',
  'bulk.step.checking',
  'bulk.step.review',
  'bulk.step.placing',
  'bulk.step.done',
] as const;

function activeStep(flow: TFlow, job: TBulkJobSummary | null): number {
  if (flow.step === 'ASK_FOR_FILE') return 0;
  if (flow.step === 'UPLOADING') return 1;
  if (flow.step === 'PLACE_ORDERS') return job?.stage === 'DONE' ? 4 : 3;
  return !job || job.stage === 'PREPROCESSING' ? 1 : 2;
}

function percentOf(done: number, total: number): number | null {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : null;
}

/**
 * The upload tab (001 §2 "Bulk upload screen", UX.md stepper file → checking → review → placing →
 * done). Mounted per vendor: another vendor starts it afresh (001 §4 "changing vendor resets").
 */
export function UploadFlow({ vendorId }: { vendorId: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [flow, dispatch] = useReducer(reduce, START);
  const upload = useRef<AbortController | null>(null);
  const owner = vendorId ?? '';
  const followed = useFollowedJob(owner, flow.jobId);
  const job = followed.job;
  const rows = followed.detail.data?.orders ?? null;
  const placement = usePlacement();
  const finished = useRef<string | null>(null);
  const [duplicate, setDuplicate] = useState<{ file: File; earlier: TEarlierUpload } | null>(null);

  // Leaving the screen (or the vendor) cancels an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  useEffect(() => {
    if (!followed.error || flow.jobId === null) return;
    showBulkNotice('error', t('bulk.view-details-error'));
    dispatch({ type: 'reset' });
  }, [followed.error, flow.jobId, t]);

  useEffect(() => {
    if (flow.step !== 'PLACE_ORDERS' || !job || job.stage !== 'DONE') return;
    if (finished.current === job.bulk_job_id) return;
    finished.current = job.bulk_job_id;
    void queryClient.invalidateQueries({ queryKey: bulkKeys.history(owner) });
  }, [flow.step, job, owner, queryClient]);

  const start = (file: File, isDuplicateAllowed = false) => {
    if (!vendorId) return;
    const controller = new AbortController();
    upload.current = controller;
    dispatch({ type: 'upload', fileName: file.name });
    uploadBulkFile({
      vendorId,
      file,
      signal: controller.signal,
      isDuplicateAllowed,
      onProgress: (loaded, total) => dispatch({ type: 'progress', loaded, total }),
    })
      .then((detail) => {
        const id = detail.bulk_job.bulk_job_id;
        queryClient.setQueryData(bulkKeys.job(vendorId, id, false), { ...detail, orders: [] });
        // A large checked job is answered without its rows (BULK_ANSWER_ROWS_MAX): read them.
        if (
          detail.bulk_job.stage !== 'PREPROCESSING' &&
          detail.orders.length === detail.bulk_job.total_rows
        ) {
          queryClient.setQueryData(bulkKeys.job(vendorId, id, true), detail);
        }
        void queryClient.invalidateQueries({ queryKey: bulkKeys.history(vendorId) });
        if (detail.bulk_job.error) showBulkNotice('error', jobErrorText(t, detail.bulk_job));
        dispatch({ type: 'uploaded', jobId: id });
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        dispatch({ type: 'reset' });
        const earlier = earlierUploadOf(error);
        if (earlier) setDuplicate({ file, earlier });
        else showBulkNotice('error', t(bulkErrorKey(error, 'bulk.file-upload-error')));
      });
  };

  const cancel = () => {
    upload.current?.abort();
    dispatch({ type: 'reset' });
  };

  let body;
  if (flow.step === 'ASK_FOR_FILE') {
    body = <FileStep vendorId={vendorId} onFile={start} />;
  } else if (flow.step === 'UPLOADING') {
    const percent = flow.total ? percentOf(flow.loaded, flow.total) : null;
    body = (
      <ProgressPanel
        title={t('bulk.upload.title')}
        label={t('bulk.upload.progress', { name: flow.fileName, percent: percent ?? 0 })}
        percent={percent}
        action={
          <Button variant="default" size="xs" onClick={cancel}>
            {t('bulk.upload.cancel')}
          </Button>
        }
      />
    );
  } else if (!job || job.stage === 'PREPROCESSING') {
    body = (
      <ProgressPanel
        title={t('bulk.checking.title')}
        label={t('bulk.checking.progress', {
          done: job?.processed_rows ?? 0,
          total: job?.total_rows ?? 0,
        })}
        percent={job ? percentOf(job.processed_rows, job.total_rows) : null}
        hint={t('bulk.checking.hint')}
        action={
          <Button variant="default" size="xs" onClick={cancel}>
            {t('bulk.upload.cancel')}
          </Button>
        }
      />
    );
  } else if (flow.step === 'PLACE_ORDERS' && job.stage === 'DONE') {
    body = <DonePanel job={job} vendorId={owner} onAgain={() => dispatch({ type: 'reset' })} />;
  } else if (flow.step === 'PLACE_ORDERS') {
    const done = job.orders_placed + job.placement_error_count;
    body = (
      <ProgressPanel
        title={t('bulk.placing.title')}
        label={t('bulk.placing.progress', { done, total: job.orders_to_be_placed })}
        percent={percentOf(done, job.orders_to_be_placed)}
        hint={t('bulk.placing.hint')}
        action={
          <Button
            component={Link}
            to={`/order-tracking/${encodeURIComponent(owner)}`}
            variant="light"
            size="xs"
          >
            {t('bulk.placing.to-tracking')}
          </Button>
        }
      />
    );
  } else {
    const isPlaceable = job.stage === 'PREPROCESSED' && BULK_PLACEABLE_STATUSES.has(job.status);
    const aboveLimit = rows?.filter((r) => r.warning !== null && r.status === 'VALID').length ?? 0;
    body = (
      <>
        <JobReview
          job={job}
          rows={rows}
          actions={
            <>
              <Button variant="default" onClick={() => dispatch({ type: 'reset' })}>
                {t('bulk.review.again')}
              </Button>
              {isPlaceable ? (
                <Button onClick={() => dispatch({ type: 'confirm' })} disabled={rows === null}>
                  {t('bulk.review.place', { count: job.orders_to_be_placed })}
                </Button>
              ) : null}
            </>
          }
        />
        <ConfirmPlaceDialog
          job={job}
          aboveLimitCount={aboveLimit}
          isOpen={flow.step === 'WAIT_FOR_CONFIRMATION'}
          isPlacing={placement.isPlacing}
          onCancel={() => dispatch({ type: 'review' })}
          onConfirm={() =>
            placement.place(job.bulk_job_id, {
              onStarted: () => dispatch({ type: 'place' }),
              onFailed: () => dispatch({ type: 'review' }),
            })
          }
        />
      </>
    );
  }

  const active = activeStep(flow, job);
  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        size="sm"
        iconSize={isWide ? 34 : 28}
        allowNextStepsSelect={false}
        aria-label={t('bulk.step.label')}
      >
        {STEP_LABELS.map((key) => (
          <Stepper.Step key={key} label={isWide ? t(key) : undefined} />
        ))}
      </Stepper>
      {isWide ? null : (
        <Text size="sm" fw={600} mt={-8}>
          {t('bulk.step.of', {
            step: active + 1,
            total: STEP_LABELS.length,
            name: t(STEP_LABELS[active] ?? 'bulk.step.done'),
          })}
        </Text>
      )}
      {body}
      <DuplicateFileDialog
        earlier={duplicate?.earlier ?? null}
        onCancel={() => setDuplicate(null)}
        onAgain={() => {
          const again = duplicate?.file;
          setDuplicate(null);
          if (again) start(again, true);
        }}
      />
    </Stack>
  );
}
